import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGoodsGroupTree } from '../../lib/catalogues/goods-group-tree';
import { allGroups, filterTree, type GroupNode } from '../../lib/catalogues/group-tree';

/**
 * Chooses one goods group from the organisation's group tree: groups in tree order, indented by
 * level, typed text (code or name, accents ignored) keeping the matches with the groups above
 * them. Keyboard use is the combobox's: type, arrows, Enter; Escape or clearing means every group.
 */
export function GoodsGroupPicker({
  organisationId,
  value,
  onChange,
  label,
  placeholder,
  testId,
  sx,
}: {
  organisationId: string | null;
  /** The chosen group's id, or '' for every group. */
  value: string;
  onChange: (groupId: string) => void;
  label: string;
  /** Shown while no group is chosen ("all"). */
  placeholder: string;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  const { roots } = useGoodsGroupTree(organisationId);
  const options = useMemo(() => allGroups(roots), [roots]);
  const chosen = options.find((g) => g.id === value) ?? null;
  return (
    <Autocomplete<GroupNode>
      size="small"
      options={options}
      value={chosen}
      onChange={(_, group) => onChange(group?.id ?? '')}
      getOptionLabel={(g) => g.ten}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(_, state) => allGroups(filterTree(roots, state.inputValue).roots)}
      autoHighlight
      sx={sx}
      data-testid={testId}
      renderOption={({ key, ...props }, g) => (
        <Box component="li" key={key} {...props} sx={{ pl: `${16 + g.depth * 16}px !important` }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: g.depth === 0 ? 700 : 500 }}>
              {g.ten}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {g.ma}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(input) => (
        <TextField
          {...input}
          label={label}
          placeholder={placeholder}
          slotProps={{ ...input.slotProps, inputLabel: { ...input.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
