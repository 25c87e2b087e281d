import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TenderFields } from '@kho/contracts';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { TenderInput } from '../api/tenders-api';
import { lineTtThau } from '../lib/tender-form';

type FormControl = Control<TenderFields, unknown, TenderInput>;

/**
 * What the insurance tender code (TT_THAU) needs of one line: its own group when it differs from
 * the package's, the bidder order `Gi.YY` when several bidders won the drug, the negotiated-price
 * flag; and the code as the insurance output will carry it, composed as the user types.
 */
export function TenderLineCodeCell({
  control,
  index,
  readOnly,
  name,
}: {
  control: FormControl;
  index: number;
  readOnly: boolean;
  /** The line's goods, for the fields' accessible names. */
  name: string;
}) {
  const { t } = useTranslation('tenders');
  const header = useWatch({
    control,
    name: ['so_quyet_dinh', 'ma_goi', 'nhom_thau', 'nam', 'don_vi_ban_hanh'],
  });
  const line = useWatch({ control, name: `chi_tiet.${index}` });
  const code = lineTtThau(
    {
      so_quyet_dinh: header[0],
      ma_goi: header[1],
      nhom_thau: header[2],
      nam: header[3],
      don_vi_ban_hanh: header[4],
    },
    line,
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 220 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <FormTextField
          control={control}
          name={`chi_tiet.${index}.nhom_thau`}
          size="small"
          placeholder={header[2] || 'N#'}
          disabled={readOnly}
          slotProps={{
            htmlInput: { 'aria-label': `${t('lines.nhom_thau')} ${name}`, 'data-testid': 'line-group' },
          }}
          sx={{ width: 80 }}
        />
        <FormTextField
          control={control}
          name={`chi_tiet.${index}.ma_nha_thau`}
          size="small"
          placeholder="Gi.YY"
          disabled={readOnly}
          slotProps={{
            htmlInput: { 'aria-label': `${t('lines.ma_nha_thau')} ${name}`, 'data-testid': 'line-bidder' },
          }}
          sx={{ width: 112 }}
        />
      </Box>
      <Controller
        control={control}
        name={`chi_tiet.${index}.dam_phan_gia`}
        render={({ field }) => (
          <FormControlLabel
            disabled={readOnly}
            control={
              <Checkbox
                size="small"
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { 'aria-label': `${t('lines.dam_phan_gia')} ${name}` } }}
              />
            }
            label={<Typography variant="caption">{t('lines.dam_phan_gia')}</Typography>}
          />
        )}
      />
      {code && (
        <Typography
          variant="caption"
          color="textSecondary"
          data-testid="line-tt-thau"
          sx={{ wordBreak: 'break-all' }}
        >
          {code}
        </Typography>
      )}
    </Box>
  );
}
