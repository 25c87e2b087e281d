import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface LineColumn {
  key: string;
  header: string;
  /** Minimum width in the table (px). */
  width?: number;
  align?: 'right';
  /** The cell of line `index`; `card` is true on a phone, where the header shows above it. */
  render: (index: number, card: boolean) => ReactNode;
  /** On a phone: takes the whole width of the card (goods, batch) instead of half. */
  wide?: boolean;
  /** On a phone: left out (the line number, which the card's title already says). */
  tableOnly?: boolean;
  /** The field shows its own label (date pickers), so a card does not repeat the header. */
  ownLabel?: boolean;
}

/**
 * The lines of a voucher: a table that scrolls sideways from tablets up, stacked cards on a
 * phone (below md), from one description of the columns, so the three kinds lay out alike.
 */
export function LineTable({
  columns,
  keys,
  title,
  below,
  footer,
  minWidth,
}: {
  columns: readonly LineColumn[];
  /** One stable key per line (useFieldArray ids). */
  keys: readonly string[];
  /** The card's heading on a phone. */
  title: (index: number) => ReactNode;
  /** Shown under a line across its width: warnings, the batches it took. */
  below?: (index: number) => ReactNode;
  footer?: ReactNode;
  minWidth: number;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {keys.map((key, index) => (
          <Box
            key={key}
            data-testid="voucher-line"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Box sx={{ mb: 1 }}>{title(index)}</Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'start' }}>
              {columns
                .filter((column) => !column.tableOnly)
                .map((column) => (
                  <Box key={column.key} sx={{ gridColumn: column.wide ? '1 / -1' : undefined, minWidth: 0 }}>
                    {!column.ownLabel && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {column.header}
                      </Typography>
                    )}
                    {column.render(index, true)}
                  </Box>
                ))}
            </Box>
            {below?.(index)}
          </Box>
        ))}
        {footer && <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>{footer}</Box>}
      </Box>
    );
  }

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* Narrow cell padding: ten inputs side by side fit 1366 px with the menu open. */}
      <Table
        size="small"
        sx={{
          minWidth,
          // Fixed layout keeps each column at its width; the goods column (no width) takes the rest.
          tableLayout: 'fixed',
          '& td, & th': { px: 0.75 },
          '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
          '& td:last-of-type, & th:last-of-type': { pr: 1.5 },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{
                  width: column.width,
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
                align={column.align}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key, index) => {
            const extra = below?.(index);
            return [
              <TableRow
                key={key}
                data-testid="voucher-line"
                sx={{ verticalAlign: 'top', '& > td': extra ? { borderBottom: 0 } : undefined }}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ py: 1 }}>
                    {column.render(index, false)}
                  </TableCell>
                ))}
              </TableRow>,
              extra ? (
                <TableRow key={`${key}-below`}>
                  <TableCell colSpan={columns.length} sx={{ pt: 0 }}>
                    {extra}
                  </TableCell>
                </TableRow>
              ) : null,
            ];
          })}
        </TableBody>
      </Table>
      {footer && <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
    </TableContainer>
  );
}
