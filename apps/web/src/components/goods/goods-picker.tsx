import Typography from '@mui/material/Typography';
import type { GoodsSuggestion } from '@kho/contracts';
import { goodsSuggestionsQuery } from '../../lib/catalogues/goods-suggestions';
import { GoodsSearchPicker } from './goods-search-picker';

/**
 * Finds a goods item to add by code, name, active ingredient or barcode (the server matches
 * without accents). Items already on the list are shown but cannot be picked again. Used by the
 * cabinets' par levels and the tender lines; each gives its own texts.
 */
export function GoodsPicker({
  organisationId,
  taken,
  onPick,
  label,
  placeholder,
  alreadyAdded,
  disabled,
}: {
  organisationId: string | null;
  taken: ReadonlySet<string>;
  onPick: (goods: GoodsSuggestion) => void;
  label: string;
  placeholder: string;
  /** Said beside an item already on the list. */
  alreadyAdded: string;
  disabled?: boolean;
}) {
  return (
    <GoodsSearchPicker
      query={(text, open) => goodsSuggestionsQuery(organisationId, text, open)}
      taken={taken}
      onPick={onPick}
      label={label}
      placeholder={placeholder}
      disabled={disabled}
      testId="goods-picker"
      renderOption={(g) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {g.ma} - {g.ten}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {[g.hoat_chat, g.ham_luong, g.don_vi_tinh].filter(Boolean).join(' · ')}
            {taken.has(g.id) ? ` · ${alreadyAdded}` : ''}
          </Typography>
        </>
      )}
    />
  );
}
