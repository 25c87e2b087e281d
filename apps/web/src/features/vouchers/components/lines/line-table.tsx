import { Fragment, useState, type ReactNode } from 'react';
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
import { estimateLineHeight, isWindowed, windowMaxHeight } from '../../lib/lines/line-window';
import { LightLineFieldsContext } from './line-date-field';
import { INDEX_ATTRIBUTE, useLineWindow, type LineReveal } from './use-line-window';
import { WindowedList } from './windowed-list';

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

interface LineTableProps {
  columns: readonly LineColumn[];
  /** One stable key per line (useFieldArray ids). */
  keys: readonly string[];
  /** The card's heading on a phone. */
  title: (index: number) => ReactNode;
  /** Shown under a line across its width: warnings, the batches it took. */
  below?: (index: number) => ReactNode;
  footer?: ReactNode;
  minWidth: number;
  /**
   * The first invalid line after a submission (`useInvalidLineReveal`): a long voucher scrolls to
   * it and puts the cursor in its field, which the form cannot do for a line that is not drawn.
   */
  reveal?: LineReveal | null;
}

type WindowedProps = LineTableProps & { appended: string | null };
/** Height of the sticky header row, kept clear when the browser scrolls a focused field into view. */
const HEADER_HEIGHT = 40;

/**
 * The lines of a voucher: a table that scrolls sideways from tablets up, stacked cards on a
 * phone (below md), from one description of the columns, so the three kinds lay out alike.
 * A long voucher (a 1 000-line requisition) scrolls inside its own box and draws only the lines
 * near the view: drawing every line's inputs took seconds before the voucher could be used.
 */
export function LineTable(props: LineTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const appended = useAppended(props.keys);
  if (isWindowed(props.keys.length)) {
    return (
      <LightLineFieldsContext.Provider value>
        {phone ? (
          <WindowedCards {...props} appended={appended} />
        ) : (
          <WindowedTable {...props} appended={appended} />
        )}
      </LightLineFieldsContext.Provider>
    );
  }
  const { columns, keys, title, below, footer, minWidth } = props;

  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {keys.map((key, index) => (
          <LineCard key={key} columns={columns} index={index} title={title} below={below} />
        ))}
        {footer && <Box sx={FOOTER_CARD_SX}>{footer}</Box>}
      </Box>
    );
  }

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* Narrow cell padding: ten inputs side by side fit 1366 px with the menu open. */}
      <Table size="small" sx={tableSx(minWidth)}>
        <LineTableHead columns={columns} />
        <TableBody>
          {keys.map((key, index) => (
            <Fragment key={key}>
              <LineRows columns={columns} index={index} below={below} />
            </Fragment>
          ))}
        </TableBody>
      </Table>
      {footer && <Box sx={FOOTER_TABLE_SX}>{footer}</Box>}
    </TableContainer>
  );
}

const FOOTER_CARD_SX = { border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 } as const;
const FOOTER_TABLE_SX = { px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' } as const;

function tableSx(minWidth: number) {
  return {
    minWidth,
    // Fixed layout keeps each column at its width; the goods column (no width) takes the rest.
    tableLayout: 'fixed',
    '& td, & th': { px: 0.75 },
    '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
    '& td:last-of-type, & th:last-of-type': { pr: 1.5 },
  } as const;
}

function LineTableHead({ columns }: { columns: readonly LineColumn[] }) {
  return (
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
  );
}

/** A line's table row, and under it the row of its warnings and batches when it has some. */
function LineRows({
  columns,
  index,
  below,
}: {
  columns: readonly LineColumn[];
  index: number;
  below?: (index: number) => ReactNode;
}) {
  const extra = below?.(index);
  return (
    <>
      <TableRow
        data-testid="voucher-line"
        sx={{ verticalAlign: 'top', '& > td': extra ? { borderBottom: 0 } : undefined }}
      >
        {columns.map((column) => (
          <TableCell key={column.key} align={column.align} sx={{ py: 1 }}>
            {column.render(index, false)}
          </TableCell>
        ))}
      </TableRow>
      {extra ? (
        <TableRow>
          <TableCell colSpan={columns.length} sx={{ pt: 0 }}>
            {extra}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function LineCard({
  columns,
  index,
  title,
  below,
}: {
  columns: readonly LineColumn[];
  index: number;
  title: (index: number) => ReactNode;
  below?: (index: number) => ReactNode;
}) {
  return (
    <Box data-testid="voucher-line" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Box sx={{ mb: 1 }}>{title(index)}</Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'start' }}>
        {columns
          .filter((column) => !column.tableOnly)
          .map((column) => (
            <Box key={column.key} sx={{ gridColumn: column.wide ? '1 / -1' : undefined, minWidth: 0 }}>
              {!column.ownLabel && (
                <Typography variant="caption" color="textSecondary" component="div">
                  {column.header}
                </Typography>
              )}
              {column.render(index, true)}
            </Box>
          ))}
      </Box>
      {below?.(index)}
    </Box>
  );
}

/**
 * The key of the line last added at the end (goods picked, a scan), while it is still the last:
 * tracked here, above the switch to windowing, so the 61st line counts as added too.
 */
function useAppended(keys: readonly string[]): string | null {
  const count = keys.length;
  const last = keys.at(-1) ?? null;
  const [seen, setSeen] = useState({ count, last, appended: null as string | null });
  if (seen.count !== count || seen.last !== last) {
    // Adjusting state while rendering: the window draws the new line in the same commit.
    setSeen({ count, last, appended: count > seen.count && last !== seen.last ? last : seen.appended });
  }
  return seen.appended !== null && seen.appended === last ? last : null;
}

/** The table of a long voucher: its own scrolling box, the header row stuck to its top. */
function WindowedTable({ columns, keys, below, footer, minWidth, appended, reveal }: WindowedProps) {
  const { scroller, parts, measure, onFocus, onBlur } = useLineWindow({
    keys,
    estimate: estimateLineHeight(false, below !== undefined),
    card: false,
    appended,
    reveal,
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <TableContainer
        ref={scroller}
        data-testid="voucher-lines-window"
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{
          maxHeight: windowMaxHeight(false),
          overflow: 'auto',
          scrollPaddingTop: HEADER_HEIGHT,
          // The window keeps the view steady as lines above it are measured; the browser's own
          // scroll anchoring would move it a second time.
          overflowAnchor: 'none',
        }}
      >
        <Table size="small" stickyHeader sx={tableSx(minWidth)}>
          <LineTableHead columns={columns} />
          {parts.map((part, n) =>
            'gap' in part ? (
              <tbody key={`gap-${n}`} aria-hidden>
                <tr>
                  <td colSpan={columns.length} style={{ height: part.gap, padding: 0, border: 0 }} />
                </tr>
              </tbody>
            ) : (
              // One body per line, so the line's row and the row below it are measured together.
              <TableBody key={keys[part.index]} ref={measure} {...{ [INDEX_ATTRIBUTE]: part.index }}>
                <LineRows columns={columns} index={part.index} below={below} />
              </TableBody>
            ),
          )}
        </Table>
      </TableContainer>
      {footer && <Box sx={FOOTER_TABLE_SX}>{footer}</Box>}
    </Box>
  );
}

/** The cards of a long voucher on a phone, in a box of their own under the adder. */
function WindowedCards({ columns, keys, title, below, footer, appended, reveal }: WindowedProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <WindowedList
        keys={keys}
        estimate={estimateLineHeight(true, below !== undefined)}
        appended={appended}
        reveal={reveal}
        maxHeight={windowMaxHeight(true)}
        gap={1.5}
        testId="voucher-lines-window"
        renderLine={(index) => <LineCard columns={columns} index={index} title={title} below={below} />}
      />
      {footer && <Box sx={FOOTER_CARD_SX}>{footer}</Box>}
    </Box>
  );
}
