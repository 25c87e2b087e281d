import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import type { TopModule } from '@kho/contracts';
import {
  chooseDepartment,
  chooseWarehouse,
  resolveSelection,
  selectionIds,
} from '../../../lib/session/workspace-selection';
import { saveWorkspaceSelection, useWorkspaceSelection } from '../../../lib/session/workspace';
import { useMyDepartments } from '../../../lib/session/my-departments';

interface Props {
  module: TopModule;
  organisationId: string;
  /** Phones: the two selects share the second app-bar row. */
  compact?: boolean;
}

/** Department and warehouse pickers of the app bar; the rules live in lib/workspace-selection. */
export function WorkspaceSelectors({ module, organisationId, compact = false }: Props) {
  const { t } = useTranslation('common');
  const { data: departments, isPending, isError } = useMyDepartments(organisationId);
  const stored = useWorkspaceSelection(module);
  const selection = useMemo(() => resolveSelection(departments ?? [], stored), [departments, stored]);

  // After the list loads the resolved choice (kept or first) becomes the stored one.
  useEffect(() => {
    if (departments) saveWorkspaceSelection(module, selectionIds(selection));
  }, [departments, module, selection]);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', gap: 1, width: compact ? '100%' : 'auto' }}>
        <Skeleton variant="rounded" width={compact ? '50%' : 200} height={40} />
        <Skeleton variant="rounded" width={compact ? '50%' : 200} height={40} />
      </Box>
    );
  }
  if (isError || !departments) return null;

  const fieldSx = {
    width: compact ? '50%' : { md: 200, lg: 240 },
    '& .MuiInputBase-root': { bgcolor: 'background.paper' },
  };
  const iconAdornment = (icon: React.ReactNode) =>
    compact
      ? undefined
      : { input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> } };

  return (
    <Box sx={{ display: 'flex', gap: 1, width: compact ? '100%' : 'auto' }}>
      <TextField
        select
        size="small"
        label={departments.length === 0 ? t('workspace.no_department') : t('workspace.department')}
        value={selection.department?.id ?? ''}
        onChange={(e) =>
          saveWorkspaceSelection(module, selectionIds(chooseDepartment(departments, e.target.value)))
        }
        disabled={departments.length === 0}
        sx={fieldSx}
        slotProps={{
          ...iconAdornment(<ApartmentRounded fontSize="small" color="action" />),
          htmlInput: { 'data-testid': 'department-select' },
        }}
      >
        {departments.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.ten}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('workspace.warehouse')}
        value={selection.warehouse?.id ?? ''}
        onChange={(e) =>
          saveWorkspaceSelection(module, selectionIds(chooseWarehouse(selection, e.target.value)))
        }
        disabled={selection.warehouses.length === 0}
        sx={fieldSx}
        slotProps={{
          ...iconAdornment(<WarehouseRounded fontSize="small" color="action" />),
          htmlInput: { 'data-testid': 'warehouse-select' },
        }}
      >
        {selection.warehouses.map((w) => (
          <MenuItem key={w.id} value={w.id}>
            {w.ten}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
