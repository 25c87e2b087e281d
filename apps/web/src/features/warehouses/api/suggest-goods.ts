/** The goods suggestion call moved to lib/goods-suggestions.ts, shared with the tender lines. */
export { suggestGoods, useGoodsSuggestions } from '../../../lib/catalogues/goods-suggestions';
