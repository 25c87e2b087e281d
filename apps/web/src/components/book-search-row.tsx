import Box from '@mui/material/Box';
import { CatalogueSearchBar } from './catalogue/catalogue-search-bar';
import { DateRangeFilter } from './date-range-filter';

/** The search box and the from / to dates above a book (vouchers, prescriptions). */
export function BookSearchRow({
  search,
  placeholder,
  values,
  from,
  to,
  onSearch,
  onDate,
}: {
  search: string;
  placeholder: string;
  values: Record<string, string>;
  from: string;
  to: string;
  onSearch: (text: string) => void;
  onDate: (key: 'tu_ngay' | 'den_ngay', value: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
        <CatalogueSearchBar
          search={search}
          placeholder={placeholder}
          filters={[]}
          values={values}
          onSearch={onSearch}
          onFilter={() => undefined}
        />
      </Box>
      <Box sx={{ mb: 2, display: 'flex', flex: { xs: '1 1 100%', md: '0 1 auto' }, minWidth: 0 }}>
        <DateRangeFilter from={from} to={to} onChange={onDate} />
      </Box>
    </Box>
  );
}
