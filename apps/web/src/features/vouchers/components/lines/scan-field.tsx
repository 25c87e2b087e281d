import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import type { GoodsSuggestion } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { useBarcodeLookup } from '../../api/lookup-barcode';
import { scanIntent, type ScanIntent } from '../../lib/lines/scan';

/**
 * The field a keyboard-wedge scanner types into: the scanner "types" the code and presses Enter,
 * which looks it up. A plain barcode finds the goods; a GS1 DataMatrix also names the lot, expiry
 * and manufacture date. The field empties after each scan and keeps the focus for the next one.
 */
export function ScanField({
  organisationId,
  onFound,
}: {
  organisationId: string;
  /** Returns the text to confirm the scan with ("Đã thêm ..."), or a failure to show as one. */
  onFound: (goods: GoodsSuggestion, batch: ScanIntent['batch']) => string | { ok: false; text: string };
}) {
  const { t } = useTranslation('vouchers');
  const lookup = useBarcodeLookup(organisationId);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const scan = async (raw: string) => {
    const intent = scanIntent(raw);
    setText('');
    if (!intent) {
      setMessage({ ok: false, text: t('scan.unreadable') });
      return;
    }
    setBusy(true);
    try {
      const goods = await lookup(intent.codes);
      const answer = goods ? onFound(goods, intent.batch) : null;
      setMessage(
        answer === null
          ? { ok: false, text: t('scan.not_found', { code: intent.codes[0] }) }
          : typeof answer === 'string'
            ? { ok: true, text: answer }
            : answer,
      );
    } catch {
      // The API client has shown the server's message.
      setMessage(null);
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
    </Box>
  );
}
