import type { GoodsSuggestion } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { GoodsPicker as SharedGoodsPicker } from '../../../components/goods/goods-picker';

/** The shared goods picker (components/goods) with the par-level texts. */
export function GoodsPicker(props: {
  organisationId: string | null;
  taken: ReadonlySet<string>;
  onPick: (goods: GoodsSuggestion) => void;
}) {
  const { t } = useTranslation('catalogues');
  return (
    <SharedGoodsPicker
      {...props}
      label={t('par_levels.add')}
      placeholder={t('par_levels.add_placeholder')}
      alreadyAdded={t('par_levels.already_added')}
    />
  );
}
