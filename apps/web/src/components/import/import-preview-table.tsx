import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import type { ImportPreviewRow } from '@kho/contracts';
import { useTranslation } from 'react-i18next';

type Cell = ImportPreviewRow['gia_tri'][string];

function cellText(value: Cell | undefined, yes: string, no: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
}

/** The field an error path names ("chi_tiet.0.so_luong" -> "chi_tiet"), to mark its cell. */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

/** On a phone: one card per row, its errors first in sight (a wide table would hide them off-screen). */
function PreviewCards({
  rows,
  columns,
  labels,
}: {
  rows: readonly ImportPreviewRow[];
  columns: readonly string[];
  labels: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('import');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="import-preview-table">
      {rows.map((row) => {
        const wrong = row.loi.length > 0;
        const values = columns
          .map((column) => cellText(row.gia_tri[column], t('yes'), t('no')))
          .filter(Boolean)
          .join(' · ');
        return (
          <Box
            key={row.dong}
            data-testid="import-preview-row"
            data-row={row.dong}
            data-invalid={wrong || undefined}
            sx={(theme) => ({
              p: 1.25,
              border: 1,
              borderRadius: 1,
              borderColor: wrong ? theme.tokens.error[200] : 'divider',
              bgcolor: wrong ? theme.tokens.error[25] : undefined,
            })}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.25 }}>
              {wrong ? (
                <ErrorRounded fontSize="small" color="error" />
              ) : (
                <CheckCircleRounded fontSize="small" color="success" />
              )}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('row')} {row.dong}
              </Typography>
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {values}
            </Typography>
            {row.loi.map((error, index) => (
              <Typography key={index} variant="body2" color="error" data-testid="import-row-error">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {labels[fieldOf(error.path)] ?? error.path}
                </Box>
                {`: ${error.message}`}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The rows of an import preview: the sheet's row number (as Excel shows it), a status icon, the
 * key columns and every error of the row as "field: message". A wrong row is tinted and its wrong
 * cells are marked, so the user can find them in the file.
 */
export function ImportPreviewTable({
  rows,
  columns,
  labels,
}: {
  rows: readonly ImportPreviewRow[];
  columns: readonly string[];
  labels: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('import');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const yes = t('yes');
  const no = t('no');
  if (phone) return <PreviewCards rows={rows} columns={columns} labels={labels} />;
  return (
    <TableContainer
      sx={{ maxHeight: { xs: 'none', sm: 420 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader data-testid="import-preview-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64, fontWeight: 600 }}>{t('row')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {labels[column] ?? column}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600, minWidth: 240 }}>{t('errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const wrong = row.loi.length > 0;
            const wrongFields = new Set(row.loi.map((e) => fieldOf(e.path)));
            return (
              <TableRow
                key={row.dong}
                data-testid="import-preview-row"
                data-row={row.dong}
                data-invalid={wrong || undefined}
                sx={{ bgcolor: (theme) => (wrong ? theme.tokens.error[25] : undefined) }}
              >
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {wrong ? (
                      <ErrorRounded fontSize="small" color="error" aria-label={t('row_invalid')} />
                    ) : (
                      <CheckCircleRounded fontSize="small" color="success" aria-label={t('row_valid')} />
                    )}
                    {row.dong}
                  </Box>
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sx={(theme) =>
                      wrongFields.has(column)
                        ? {
                            bgcolor: theme.tokens.error[100],
                            color: theme.tokens.error[800],
                            fontWeight: 600,
                          }
                        : {
                            whiteSpace: 'nowrap',
                            maxWidth: 260,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                          }
                    }
                  >
                    {cellText(row.gia_tri[column], yes, no)}
                  </TableCell>
                ))}
                <TableCell>
                  {row.loi.map((error, index) => (
                    <Typography key={index} variant="body2" color="error" data-testid="import-row-error">
                      <Tooltip title={error.path}>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {labels[fieldOf(error.path)] ?? error.path}
                        </Box>
                      </Tooltip>
                      {`: ${error.message}`}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
