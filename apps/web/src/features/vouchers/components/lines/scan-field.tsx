import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import type { GoodsSuggestion } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { useBarcodeLookup } from '../../api/lookup-barcode';
import { scanIntent, type ScanIntent } from '../../lib/lines/scan';
import { CameraScanButton } from '../../../../components/scan/camera-scan-button';
import type { ScanOutcome } from '../../../../components/scan/scan-outcome';

/** The text to confirm a scan with ("Đã thêm ..."), or a failure to show as one. */
export type ScanAnswer = string | { ok: false; text: string };

/** Where a scan came from: `camera` in continuous mode means the counter is not at the screen. */
export interface ScanSource {
  continuous: boolean;
}

/**
 * The field a keyboard-wedge scanner types into: the scanner "types" the code and presses Enter,
 * which looks it up. A plain barcode finds the goods; a GS1 DataMatrix also names the lot, expiry
 * and manufacture date. The field empties after each scan and keeps the focus for the next one.
 * The camera button beside it reads codes with the camera and hands them to the same `scan`.
 */
export function ScanField({
  organisationId,
  onFound,
  continuousCamera = false,
  below,
}: {
  organisationId: string;
  /** Returns the text to confirm the scan with ("Đã thêm ..."), or a failure to show as one. */
  onFound: (
    goods: GoodsSuggestion,
    batch: ScanIntent['batch'],
    source: ScanSource,
  ) => ScanAnswer | Promise<ScanAnswer>;
  /** The camera keeps scanning after each code (stocktake counting). */
  continuousCamera?: boolean;
  /** Shown under the scan's message (what the camera read and left for later). */
  below?: ReactNode;
}) {
  const { t } = useTranslation('vouchers');
  const lookup = useBarcodeLookup(organisationId);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const scan = async (raw: string, source: ScanSource = { continuous: false }): Promise<ScanOutcome> => {
    const intent = scanIntent(raw);
    setText('');
    if (!intent) {
      const unreadable = { ok: false, text: t('scan.unreadable') };
      setMessage(unreadable);
      return unreadable;
    }
    setBusy(true);
    try {
      const goods = await lookup(intent.codes);
      const answer = goods ? await onFound(goods, intent.batch, source) : null;
      const outcome =
        answer === null
          ? { ok: false, text: t('scan.not_found', { code: intent.codes[0] }) }
          : typeof answer === 'string'
            ? { ok: true, text: answer }
            : answer;
      setMessage(outcome);
      return outcome;
    } catch {
      // The API client has shown the server's message.
      setMessage(null);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <TextField
        size="small"
        fullWidth
        label={t('scan.label')}
        placeholder={t('scan.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // A scanner ends with Enter; Enter must not submit the voucher form around the field.
          if (e.key === 'Enter') {
            e.preventDefault();
            if (text.trim()) void scan(text);
          }
        }}
        slotProps={{
          // Read-only rather than disabled while looking up, so the focus stays for the next scan.
          htmlInput: {
            'data-testid': 'scan-input',
            autoComplete: 'off',
            enterKeyHint: 'done',
            readOnly: busy,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <QrCodeScannerRounded fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <CameraScanButton
                  continuous={continuousCamera}
                  onCode={(raw) => scan(raw, { continuous: continuousCamera })}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography
        variant="caption"
        role="status"
        aria-live="polite"
        data-testid="scan-message"
        sx={{ display: 'block', minHeight: 20, color: message?.ok === false ? 'error.main' : 'success.dark' }}
      >
        {message?.text}
      </Typography>
      {below}
    </Box>
  );
}
