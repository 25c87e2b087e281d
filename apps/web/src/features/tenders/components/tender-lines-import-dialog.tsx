import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TenderLinesImportPreview } from '@kho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import/import-dialog';
import { CATALOGUE_KEY } from '../../../lib/catalogues/catalogue-api';
import {
  downloadTenderLinesTemplate,
  importTenderLines,
  previewTenderLines,
  type TenderImportMode,
} from '../api/tender-lines-import';

const COLUMNS = [
  'hang_hoa_ma',
  'hang_hoa_ten',
  'so_luong_trung',
  'don_gia_trung',
  'nhom_thau',
  'ma_nha_thau',
  'dam_phan_gia',
];

/**
 * Tender results from a spreadsheet, through the shared import dialog: merge or replace the
 * lines; the preview says how many lines are added, updated and removed before anything is written.
 */
export function TenderLinesImportDialog({
  open,
  onClose,
  organisationId,
  tender,
  blockedReason,
}: {
  open: boolean;
  onClose: () => void;
  organisationId: string;
  tender: { id: string; ma: string; phien_ban: number };
  blockedReason?: string;
}) {
  const { t } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TenderImportMode>('gop');
  const target = { organisationId, tenderId: tender.id, version: tender.phien_ban, mode };
  const labels = Object.fromEntries(COLUMNS.map((c) => [c, t(`lines.${c}`)]));

  return (
    <ImportDialog<TenderLinesImportPreview>
      open={open}
      onClose={onClose}
      title={t('import_title', { code: tender.ma })}
      description={t('import_description')}
      labels={labels}
      columns={COLUMNS}
      blockedReason={blockedReason}
      downloadTemplate={() => downloadTenderLinesTemplate(t('template_name'))}
      preview={(file, progress) => previewTenderLines(target, file, progress)}
      run={async (file, progress) => (await importTenderLines(target, file, progress)).so_dong_da_nhap}
      // The tender has a new version and new lines: the page reloads it.
      onImported={() => void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY] })}
      previewKey={mode}
      options={
        <FormControl>
          <FormLabel id="tender-import-mode">{t('mode')}</FormLabel>
          <RadioGroup
            aria-labelledby="tender-import-mode"
            value={mode}
            onChange={(e) => setMode(e.target.value as TenderImportMode)}
          >
            <FormControlLabel value="gop" control={<Radio size="small" />} label={t('mode_gop')} />
            <FormControlLabel value="thay_the" control={<Radio size="small" />} label={t('mode_thay_the')} />
          </RadioGroup>
        </FormControl>
      }
      summary={(preview) => (
        <>
          <Chip
            color="primary"
            variant="outlined"
            label={t('will_add', { count: preview.so_dong_them_moi })}
          />
          <Chip variant="outlined" label={t('will_update', { count: preview.so_dong_cap_nhat })} />
          {preview.dong_bi_xoa.length > 0 && (
            <>
              <Chip color="warning" label={t('will_remove', { count: preview.dong_bi_xoa.length })} />
              <Alert severity="warning" sx={{ width: '100%' }}>
                {t('removed_lines', {
                  lines: preview.dong_bi_xoa.map((l) => `${l.hang_hoa_ma} - ${l.hang_hoa_ten}`).join('; '),
                })}
              </Alert>
            </>
          )}
        </>
      )}
    />
  );
}
