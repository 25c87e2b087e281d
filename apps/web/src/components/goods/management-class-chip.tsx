import Chip from '@mui/material/Chip';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import { CONTROLLED_CLASSES, type PhanLoaiQuanLy } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../lib/ui/palette';
import { DeferredTooltip } from '../deferred-tooltip';

/** Each special class its own colour, so a narcotic is told from a psychotropic at a glance. */
const SCALE: Record<Exclude<PhanLoaiQuanLy, 'THUONG'>, ScaleName> = {
  GAY_NGHIEN: 'error',
  HUONG_THAN: 'purple',
  TIEN_CHAT: 'orange',
  PHOI_HOP: 'pink',
  DOC: 'rose',
  PHONG_XA: 'yellow',
};

/**
 * The management class of a goods item. Ordinary goods show plain text (or nothing with
 * `hideOrdinary`); special classes a coloured chip, and the controlled ones (narcotic,
 * psychotropic, precursor: their own registers) a shield icon and an explanation on hover.
 */
export function ManagementClassChip({
  value,
  hideOrdinary = false,
}: {
  value: PhanLoaiQuanLy;
  hideOrdinary?: boolean;
}) {
  const { t } = useTranslation('goods');
  const label = t(`phan_loai_quan_ly.${value}`);
  if (value === 'THUONG') return hideOrdinary ? null : <span>{label}</span>;
  const controlled = CONTROLLED_CLASSES.includes(value);
  const chip = (
    <Chip
      size="small"
      label={label}
      icon={controlled ? <GppMaybeRounded /> : undefined}
      data-testid="management-class-chip"
      sx={(theme) => {
        const scale = theme.tokens[SCALE[value]];
        return {
          bgcolor: scale[50],
          color: scale[700],
          border: 1,
          borderColor: scale[200],
          fontWeight: 600,
          '& .MuiChip-icon': { color: scale[600] },
        };
      }}
    />
  );
  return controlled ? (
    // describeChild: the explanation describes the chip; its name stays the class (the select option reads it).
    <DeferredTooltip title={t('controlled_help')} describeChild>
      {chip}
    </DeferredTooltip>
  ) : (
    chip
  );
}
