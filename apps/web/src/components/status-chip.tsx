import Chip from '@mui/material/Chip';
import type { ScaleName } from '../lib/ui/palette';

/** A status in the palette's colours (spec §9); a cancelled one is struck through. */
export function StatusChip({
  label,
  scale,
  status,
  struck,
  testId,
}: {
  label: string;
  scale: ScaleName;
  status: string;
  struck: boolean;
  testId: string;
}) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      data-status={status}
      sx={(theme) => ({
        bgcolor: theme.tokens[scale][50],
        color: theme.tokens[scale][700],
        border: 1,
        borderColor: theme.tokens[scale][200],
        fontWeight: 600,
        textDecoration: struck ? 'line-through' : undefined,
      })}
    />
  );
}
