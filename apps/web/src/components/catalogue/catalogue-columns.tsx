import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n/dates';

/**
 * Columns every catalogue shows the same way, so lists look alike: the code, the active flag as a
 * chip and the time of the last change.
 */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('catalogues');
  return (
    <Chip
      size="small"
      label={active ? t('status.active') : t('status.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
    />
  );
}

export function codeColumn<R extends GridValidRowModel>(t: TFunction): GridColDef<R> {
  return { field: 'ma', headerName: t('catalogues:columns.ma'), width: 120 };
}

export function activeColumn<R extends GridValidRowModel>(t: TFunction): GridColDef<R> {
  return {
    field: 'hoat_dong',
    headerName: t('catalogues:columns.hoat_dong'),
    width: 140,
    renderCell: ({ value }) => <ActiveChip active={value === true} />,
  };
}

export function updatedColumn<R extends GridValidRowModel>(t: TFunction): GridColDef<R> {
  return {
    field: 'ngay_cap_nhat',
    headerName: t('catalogues:columns.ngay_cap_nhat'),
    width: 165,
    valueFormatter: (value: string | null | undefined) => formatDateTime(value),
  };
}

/** A grid cell of several stacked parts, centred in the row's height (a value and its chip...). */
export function StackedCell({
  children,
  align = 'stretch',
}: {
  children: ReactNode;
  align?: 'stretch' | 'flex-start';
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: align,
        height: '100%',
        minWidth: 0,
        gap: 0.25,
      }}
    >
      {children}
    </Box>
  );
}

/** A bold first line and a secondary second line, both cut with an ellipsis (name and details). */
export function TwoLineCell({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <StackedCell>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="textSecondary" noWrap>
        {subtitle}
      </Typography>
    </StackedCell>
  );
}
