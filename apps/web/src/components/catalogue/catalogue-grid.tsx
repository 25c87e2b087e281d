import { useMemo, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  type GridCellParams,
  type GridRowParams,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, viVN } from '@mui/x-data-grid/locales';
import InboxRounded from '@mui/icons-material/InboxRounded';
import { DEFAULT_PAGE_SIZE } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { CatalogueListState } from '../../lib/catalogues/catalogue-query';
import { EmptyState } from '../empty-state';

/** What a row shows as a card on a phone, where a grid of six columns cannot fit. */
export interface CatalogueCard {
  title: ReactNode;
  /** Code and the like, shown small above the title. */
  overline?: ReactNode;
  /** Secondary lines (department, source warehouse, role...). */
  lines?: readonly ReactNode[];
  /** Right-aligned status, usually the active chip. */
  status?: ReactNode;
}

interface Props<R extends GridValidRowModel> {
  rows: readonly R[];
  count: number;
  loading: boolean;
  columns: readonly GridColDef<R>[];
  /** Fields the server can sort by (contract `*_SORTS`); other columns are not sortable. */
  sortable: readonly string[];
  state: Pick<CatalogueListState, 'page' | 'sort'>;
  onPage: (page: number) => void;
  onSort: (sort: CatalogueListState['sort']) => void;
  onOpen?: (row: R) => void;
  /** The pointer came to rest on a row (a book prefetches the record it may open). */
  onHover?: (row: R | null) => void;
  card: (row: R) => CatalogueCard;
  emptyTitle: string;
  emptyDescription?: string;
}

const PAGE_SIZE_OPTIONS = [DEFAULT_PAGE_SIZE];

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    title: string;
    description?: string;
  }
}

function NoRows({ title, description }: { title: string; description?: string }) {
  return <EmptyState icon={<InboxRounded />} title={title} description={description} />;
}

function CardList<R extends GridValidRowModel>({
  rows,
  count,
  loading,
  state,
  onPage,
  onOpen,
  card,
  emptyTitle,
  emptyDescription,
}: Props<R>) {
  const pages = Math.max(1, Math.ceil(count / DEFAULT_PAGE_SIZE));
  return (
    <Box data-testid="catalogue-cards">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {!loading && rows.length === 0 && <NoRows title={emptyTitle} description={emptyDescription} />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {rows.map((row) => {
          const content = card(row);
          return (
            <ButtonBase
              key={String(row.id)}
              onClick={() => onOpen?.(row)}
              disabled={!onOpen}
              data-testid="catalogue-card"
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {/* Code and status share the first line so the name below gets the full width. */}
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography
                  variant="caption"
                  color="textSecondary"
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {content.overline}
                </Typography>
                {content.status}
              </Box>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mt: 0.5 }}>
                {content.title}
              </Typography>
              {content.lines?.map((line, index) => (
                <Typography
                  key={index}
                  variant="body2"
                  color="textSecondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {line}
                </Typography>
              ))}
            </ButtonBase>
          );
        })}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(state.page, pages)}
          onChange={(_, page) => onPage(page)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          size="small"
        />
      )}
    </Box>
  );
}

/**
 * The rows of a catalogue: MUI X DataGrid with the server paging (25 a page) and sorting, or a
 * card list on a phone. Enter on a focused row opens it like a click, for keyboard users.
 */
export function CatalogueGrid<R extends GridValidRowModel>(props: Props<R>) {
  const {
    rows,
    count,
    loading,
    columns,
    sortable,
    state,
    onPage,
    onSort,
    onOpen,
    onHover,
    emptyTitle,
    emptyDescription,
  } = props;
  const { t, i18n } = useTranslation('catalogues');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // MUI X leaves "0–0 of 0" untranslated in Vietnamese; ours says it in both languages.
  const localeText = useMemo(
    () => ({
      ...(i18n.resolvedLanguage === 'en' ? enUS : viVN).components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('list.displayed_rows', { from, to, count }),
    }),
    [i18n.resolvedLanguage, t],
  );
  const gridColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        sortable: sortable.includes(column.field),
        filterable: false,
        // Long Vietnamese names are cut with an ellipsis; hovering shows them whole.
        renderCell:
          column.renderCell ??
          (({ formattedValue }: { formattedValue?: unknown }) => {
            const text =
              typeof formattedValue === 'string' || typeof formattedValue === 'number'
                ? String(formattedValue)
                : '';
            return (
              <Box component="span" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {text}
              </Box>
            );
          }),
      })),
    [columns, sortable],
  );
  const sortModel: GridSortModel = state.sort
    ? [{ field: state.sort.field, sort: state.sort.direction }]
    : [];

  if (phone) return <CardList {...props} />;

  return (
    <Box data-testid="catalogue-grid">
      <DataGrid
        rows={rows}
        columns={gridColumns}
        rowCount={count}
        loading={loading}
        autoHeight
        localeText={localeText}
        paginationMode="server"
        sortingMode="server"
        paginationModel={{ page: state.page - 1, pageSize: DEFAULT_PAGE_SIZE }}
        onPaginationModelChange={(model) => onPage(model.page + 1)}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        sortingOrder={['asc', 'desc', null]}
        onSortModelChange={(model) => {
          const first = model[0];
          onSort(first?.sort ? { field: first.field, direction: first.sort } : null);
        }}
        onRowClick={onOpen ? (params: GridRowParams<R>) => onOpen(params.row) : undefined}
        onCellKeyDown={(params: GridCellParams<R>, event) => {
          if (event.key === 'Enter' && onOpen) onOpen(params.row);
        }}
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        slots={{ noRowsOverlay: NoRows }}
        slotProps={{
          noRowsOverlay: { title: emptyTitle, description: emptyDescription },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          ...(onHover && {
            row: {
              onMouseEnter: (event: MouseEvent<HTMLDivElement>) => {
                const id = event.currentTarget.getAttribute('data-id');
                onHover(rows.find((row) => String(row.id) === id) ?? null);
              },
              onMouseLeave: () => onHover(null),
            },
          }),
        }}
        sx={{
          border: 0,
          '--DataGrid-overlayHeight': '280px',
          '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : 'default' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outlineOffset: -2 },
        }}
      />
    </Box>
  );
}
