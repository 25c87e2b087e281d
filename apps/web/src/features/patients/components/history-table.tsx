import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_PAGE_SIZE } from '@kho/contracts';

export interface HistoryColumn<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
  /** Kept on the phone card's first line (the others follow, labelled). */
  primary?: boolean;
}

/**
 * A read-only, paged table of the patient's records (prescriptions, medicine movements); on a
 * phone each row becomes a card, since six columns cannot fit 390 px.
 */
export function HistoryTable<R>({
  rows,
  count,
  page,
  onPage,
  loading,
  columns,
  rowKey,
  empty,
  testId,
}: {
  rows: readonly R[];
  count: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  columns: readonly HistoryColumn<R>[];
  rowKey: (row: R, index: number) => string;
  /** Shown when there is nothing (or the reason it could not be read). */
  empty: ReactNode;
  testId: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const pages = Math.ceil(count / DEFAULT_PAGE_SIZE);
  return (
    <Box data-testid={testId}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {rows.length === 0 && !loading ? (
        <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{empty}</Box>
      ) : phone ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {rows.map((row, index) => (
            <Box
              key={rowKey(row, index)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              data-testid={`${testId}-row`}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {columns
                  .filter((c) => c.primary)
                  .map((c) => (
                    <Box component="span" key={c.key} sx={{ mr: 1 }}>
                      {c.cell(row)}
                    </Box>
                  ))}
              </Typography>
              {columns
                .filter((c) => !c.primary)
                .map((c) => (
                  <Typography key={c.key} variant="caption" component="div" color="textSecondary">
                    {c.header}:{' '}
                    <Box component="span" sx={{ color: 'text.primary' }}>
                      {c.cell(row)}
                    </Box>
                  </Typography>
                ))}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={rowKey(row, index)} data-testid={`${testId}-row`}>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1.5 }}>
          <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} size="small" />
        </Box>
      )}
    </Box>
  );
}
