import { useState } from 'react';
import type { ProcurementRequestDetail, ProcurementRequestTender } from '@kho/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslation } from 'react-i18next';
import { GoodsPicker } from '../../../components/goods/goods-picker';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import {
  addedLine,
  editTotal,
  lineAmount,
  tenderChoices,
  validQuantity,
  withTender,
  type EditLine,
  type TenderChoice,
} from '../lib/request-edit';

const NO_TENDER = '';

/**
 * The lines of a draft or refused request as the planner edits them: the quantity, the tender line
 * (those valid today for the goods), removal while more than one line remains, and goods the plan
 * did not list added from the catalogue. One row per line on a desktop; on a phone the tender goes
 * under the quantity and value.
 */
export function RequestLinesEditor({
  organisationId,
  request,
  lines,
  tenders,
  disabled,
  onChange,
}: {
  organisationId: string | null;
  request: ProcurementRequestDetail;
  lines: readonly EditLine[];
  tenders: readonly ProcurementRequestTender[];
  disabled: boolean;
  onChange: (lines: EditLine[]) => void;
}) {
  const { t } = useTranslation('procurement');
  const taken = new Set(lines.map((l) => l.hang_hoa_id));
  // The quantity of a goods item just added takes the cursor: the next thing to type.
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const replace = (index: number, line: EditLine) => onChange(lines.map((l, i) => (i === index ? line : l)));
  const describe = (c: TenderChoice) =>
    c.left === null
      ? t('edit.tender_expired', { code: c.code, price: formatMoney(c.price) })
      : t('hints.tender_left', {
          code: c.code,
          supplier: c.supplier ?? '',
          left: formatNumber(c.left),
          price: formatMoney(c.price),
        });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }} data-testid="request-editor">
      {lines.map((line, index) => {
        const choices = tenderChoices(request, line, tenders);
        const valid = validQuantity(line.so_luong);
        return (
          <Box
            key={line.id}
            data-testid="request-edit-line"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              // Fixed value and button columns keep the fields of every line the same width.
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) 96px',
                md: 'minmax(0, 1.4fr) 150px minmax(0, 1.6fr) 120px 40px',
              },
              gridTemplateAreas: {
                xs: '"goods remove" "quantity amount" "tender tender"',
                md: '"goods quantity tender amount remove"',
              },
            }}
          >
            <Box sx={{ minWidth: 0, gridArea: 'goods' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.ten_hang_hoa}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {line.ma_hang_hoa}
              </Typography>
            </Box>
            <Tooltip title={lines.length === 1 ? t('edit.last_line') : ''}>
              <Box component="span" sx={{ gridArea: 'remove', justifySelf: 'end' }}>
                <IconButton
                  aria-label={t('edit.remove', { name: line.ten_hang_hoa })}
                  disabled={disabled || lines.length === 1}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                  data-testid="request-edit-remove"
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            </Tooltip>
            <TextField
              size="small"
              type="number"
              label={t('columns.to_buy')}
              value={line.so_luong ?? ''}
              disabled={disabled}
              autoFocus={line.id === justAdded}
              error={!valid}
              onChange={(e) => {
                const text = e.target.value.trim();
                replace(index, { ...line, so_luong: text === '' ? null : Number(text) });
              }}
              helperText={
                !valid
                  ? t('edit.quantity_invalid')
                  : line.added
                    ? t('edit.added_line')
                    : t('hints.suggested', { suggested: formatNumber(line.so_luong_de_xuat) })
              }
              slotProps={{
                input: line.don_vi_tinh
                  ? { endAdornment: <InputAdornment position="end">{line.don_vi_tinh}</InputAdornment> }
                  : undefined,
                htmlInput: {
                  min: 0,
                  'aria-label': `${t('columns.to_buy')} ${line.ten_hang_hoa}`,
                  'data-testid': `request-edit-quantity-${line.ma_hang_hoa}`,
                  style: { textAlign: 'right' },
                },
              }}
              sx={{
                gridArea: 'quantity',
                // The unit sits where the browser's spin arrows would.
                '& input::-webkit-inner-spin-button, & input::-webkit-outer-spin-button': {
                  WebkitAppearance: 'none',
                  margin: 0,
                },
                '& input[type=number]': { MozAppearance: 'textfield' },
              }}
            />
            <TextField
              select
              size="small"
              label={t('columns.tender')}
              value={line.goi_thau_chi_tiet_id ?? NO_TENDER}
              disabled={disabled}
              onChange={(e) =>
                replace(index, withTender(line, choices.find((c) => c.id === e.target.value) ?? null))
              }
              slotProps={{
                // "No tender" is a choice of its own, shown as such rather than as an empty field.
                select: { displayEmpty: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `request-edit-tender-${line.ma_hang_hoa}` },
              }}
              sx={{ gridArea: 'tender', minWidth: 0 }}
            >
              <MenuItem value={NO_TENDER}>{t('edit.no_tender')}</MenuItem>
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
                  {describe(c)}
                </MenuItem>
              ))}
            </TextField>
            <Typography
              variant="body2"
              data-testid="request-edit-amount"
              sx={{
                textAlign: 'right',
                pt: { md: 1 },
                gridArea: 'amount',
                alignSelf: { xs: 'center', md: 'start' },
                whiteSpace: 'nowrap',
              }}
            >
              {line.don_gia === null ? '—' : formatMoney(lineAmount(line))}
            </Typography>
          </Box>
        );
      })}
      <Box sx={{ pt: 2, maxWidth: { md: 480 } }}>
        <GoodsPicker
          organisationId={organisationId}
          taken={taken}
          onPick={(goods) => {
            const line = addedLine(goods);
            setJustAdded(line.id);
            onChange([...lines, line]);
          }}
          label={t('edit.add_goods')}
          placeholder={t('edit.add_goods_placeholder')}
          alreadyAdded={t('edit.already_in_request')}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('export.total')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="request-edit-total">
          {formatMoney(editTotal(lines))}
        </Typography>
      </Box>
    </Box>
  );
}
