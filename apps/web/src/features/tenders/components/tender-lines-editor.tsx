import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { TENDER_NEARLY_USED_RATIO, type GoodsSuggestion, type TenderFields } from '@kho/contracts';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { GoodsPicker } from '../../../components/goods/goods-picker';
import { validationText } from '../../../lib/i18n/i18n';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import type { TenderInput } from '../api/tenders-api';
import { lineRatio, linesValue, type LineInfo } from '../lib/tender-form';
import { TenderLineCodeCell } from './tender-line-code-cell';
import { UsageBar } from './usage-bar';

type FormControl = Control<TenderFields, unknown, TenderInput>;

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The lines of a tender: goods added through the suggestion call, awarded quantity and unit
 * price typed in, and — read-only — what has been received under each line, what remains and the
 * share used as a bar. A line with receipts cannot be removed (the server refuses it too).
 */
export function TenderLinesEditor({
  control,
  readOnly,
  organisationId,
  info,
  onPick,
}: {
  control: FormControl;
  readOnly: boolean;
  organisationId: string | null;
  info: Readonly<Record<string, LineInfo>>;
  onPick: (goods: GoodsSuggestion) => void;
}) {
  const { t } = useTranslation('tenders');
  const { fields, append, remove } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const { errors } = useFormState({ control, name: 'chi_tiet' });
  const taken = new Set(fields.map((line) => line.hang_hoa_id));
  const listError = errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message;

  const pick = (goods: GoodsSuggestion) => {
    onPick(goods);
    // The quantity of the new line gets the focus: it is what the user types next.
    append(
      {
        hang_hoa_id: goods.id,
        so_luong_trung: undefined as unknown as number,
        don_gia_trung: undefined as unknown as number,
        nhom_thau: '',
        ma_nha_thau: '',
        dam_phan_gia: false,
      },
      { focusName: `chi_tiet.${fields.length}.so_luong_trung` },
    );
  };

  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="tender-lines"
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
          {t('sections.lines')}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="tender-lines-count">
          {t('lines.count', { count: fields.length, value: formatMoney(linesValue(lines)) })}
        </Typography>
      </Box>
      {!readOnly && (
        <Box sx={{ maxWidth: 560 }}>
          <GoodsPicker
            organisationId={organisationId}
            taken={taken}
            onPick={pick}
            label={t('lines.add')}
            placeholder={t('lines.add_placeholder')}
            alreadyAdded={t('lines.already_added')}
          />
        </Box>
      )}
      {listError && <Alert severity="error">{validationText(listError)}</Alert>}
      {fields.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('lines.empty')}
        </Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" sx={{ minWidth: 1200 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>#</TableCell>
                <TableCell>{t('lines.goods')}</TableCell>
                <TableCell sx={{ minWidth: 112 }}>{t('lines.so_luong_trung')}</TableCell>
                <TableCell sx={{ minWidth: 112 }}>{t('lines.don_gia_trung')}</TableCell>
                <TableCell sx={NUMBER_CELL}>{t('lines.value')}</TableCell>
                <TableCell>{t('lines.tt_thau')}</TableCell>
                <TableCell sx={NUMBER_CELL}>{t('lines.so_luong_da_nhap')}</TableCell>
                <TableCell sx={NUMBER_CELL}>{t('lines.so_luong_con_lai')}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{t('lines.usage')}</TableCell>
                {!readOnly && <TableCell sx={{ width: 48 }} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => {
                const goods = info[field.hang_hoa_id];
                const line = lines[index];
                const received = goods?.so_luong_da_nhap ?? 0;
                const quantity = typeof line?.so_luong_trung === 'number' ? line.so_luong_trung : null;
                const price = typeof line?.don_gia_trung === 'number' ? line.don_gia_trung : null;
                const ratio = lineRatio(quantity, received);
                const name = goods ? `${goods.ma} - ${goods.ten}` : field.hang_hoa_id;
                return (
                  <TableRow key={field.id} data-testid="tender-line" data-goods={goods?.ma}>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                      <Typography variant="caption" color="textSecondary">
                        {goods?.don_vi_tinh}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <FormNumberField
                        control={control}
                        name={`chi_tiet.${index}.so_luong_trung`}
                        size="small"
                        disabled={readOnly}
                        slotProps={{
                          htmlInput: {
                            'aria-label': `${t('lines.so_luong_trung')} ${name}`,
                            'data-testid': 'line-quantity',
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <FormNumberField
                        control={control}
                        name={`chi_tiet.${index}.don_gia_trung`}
                        size="small"
                        disabled={readOnly}
                        slotProps={{
                          htmlInput: {
                            'aria-label': `${t('lines.don_gia_trung')} ${name}`,
                            'data-testid': 'line-price',
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell sx={NUMBER_CELL}>{formatMoney((quantity ?? 0) * (price ?? 0))}</TableCell>
                    <TableCell>
                      <TenderLineCodeCell control={control} index={index} readOnly={readOnly} name={name} />
                    </TableCell>
                    <TableCell sx={NUMBER_CELL}>{formatNumber(received)}</TableCell>
                    <TableCell sx={NUMBER_CELL}>
                      {quantity === null ? '' : formatNumber(quantity - received)}
                    </TableCell>
                    <TableCell>
                      <UsageBar ratio={ratio} />
                      {ratio >= TENDER_NEARLY_USED_RATIO && (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={t('lines.nearly_used')}
                          sx={{ mt: 0.5 }}
                        />
                      )}
                    </TableCell>
                    {!readOnly && (
                      <TableCell>
                        {received > 0 ? (
                          <Tooltip title={t('lines.received_locked')}>
                            <LockRounded
                              fontSize="small"
                              color="disabled"
                              sx={{ m: 1 }}
                              aria-label={t('lines.received_locked')}
                            />
                          </Tooltip>
                        ) : (
                          <Tooltip title={t('lines.remove', { name })}>
                            <IconButton
                              size="small"
                              onClick={() => remove(index)}
                              aria-label={t('lines.remove', { name })}
                              data-testid="line-remove"
                            >
                              <DeleteOutlineRounded fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
