import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Controller, type Control, type FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n/i18n';
import type { ParLevelForm } from '../lib/par-level-form';

/** The par-level lines: goods, unit, an inline quantity field and a remove button. */
export function ParLevelTable({
  control,
  fields,
  readOnly,
  onRemove,
}: {
  control: Control<ParLevelForm>;
  fields: readonly FieldArrayWithId<ParLevelForm, 'co_so', 'key'>[];
  readOnly: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('catalogues');
  if (fields.length === 0) {
    return (
      <Box
        sx={{
          py: 4,
          textAlign: 'center',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        {t('par_levels.empty')}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" stickyHeader data-testid="par-level-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('par_levels.goods')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 110 }}>
              {t('par_levels.unit')}
            </TableCell>
            <TableCell align="right" sx={{ width: { xs: 104, sm: 130 } }}>
              {t('par_levels.quantity')}
            </TableCell>
            {!readOnly && <TableCell sx={{ width: 48 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((line, index) => (
            <TableRow key={line.key} data-testid="par-level-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.hang_hoa_ten}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {line.hang_hoa_ma}
                  <Box component="span" sx={{ display: { sm: 'none' } }}>
                    {line.don_vi_tinh ? ` · ${line.don_vi_tinh}` : ''}
                  </Box>
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{line.don_vi_tinh}</TableCell>
              <TableCell align="right">
                <Controller
                  control={control}
                  name={`co_so.${index}.so_luong`}
                  render={({ field, fieldState }) => (
                    <TextField
                      size="small"
                      type="number"
                      name={field.name}
                      inputRef={field.ref}
                      value={Number.isNaN(field.value) ? '' : field.value}
                      onChange={(e) =>
                        field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                      }
                      onBlur={field.onBlur}
                      disabled={readOnly}
                      error={fieldState.invalid}
                      helperText={validationText(fieldState.error?.message)}
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          step: 'any',
                          inputMode: 'decimal',
                          style: { textAlign: 'right' },
                          'aria-label': t('par_levels.quantity'),
                        },
                      }}
                    />
                  )}
                />
              </TableCell>
              {!readOnly && (
                <TableCell padding="none" align="center">
                  <IconButton
                    size="small"
                    aria-label={t('par_levels.remove', { name: line.hang_hoa_ten })}
                    onClick={() => onRemove(index)}
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
