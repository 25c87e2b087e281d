import Box from '@mui/material/Box';
import { goodsGroupFieldsSchema, type GoodsGroupRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { GoodsGroupInput } from '../api/goods-groups-api';
import { allGroups, type GroupNode } from '../../../lib/catalogues/group-tree';

/** Groups a group may be moved under: active ones, never itself or a group below it (a loop). */
function parentOptions(roots: readonly GroupNode[], record: GoodsGroupRecord | null) {
  const excluded = new Set<string>();
  if (record) {
    const mark = (node: GroupNode) => {
      excluded.add(node.id);
      node.children.forEach(mark);
    };
    const self = allGroups(roots).find((g) => g.id === record.id);
    if (self) mark(self);
  }
  return allGroups(roots)
    .filter((g) => g.hoat_dong && !excluded.has(g.id))
    .map((g) => ({ id: g.id, ma: g.ma, ten: g.ten }));
}

/** Create or edit a goods group; a new one may start under a chosen parent ("Thêm nhóm con"). */
export function GoodsGroupDialog({
  screen,
  roots,
  parentForNew,
}: {
  screen: ReturnType<typeof useCatalogueScreen<GoodsGroupRecord, GoodsGroupInput>>;
  roots: readonly GroupNode[];
  parentForNew: string | null;
}) {
  const { t } = useTranslation('goods');
  const record = screen.editor.record;
  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={goodsGroupFieldsSchema}
      defaultValues={{
        ma: record?.ma ?? '',
        ten: record?.ten ?? '',
        nhom_cha_id: record ? record.nhom_cha_id : parentForNew,
        hoat_dong: record?.hoat_dong ?? true,
        // Empty (null): the organisation's default.
        so_ngay_cho_hang: record?.so_ngay_cho_hang ?? null,
        so_ngay_an_toan: record?.so_ngay_an_toan ?? null,
      }}
      deleteName={record ? `${record.ma} - ${record.ten}` : undefined}
      testId="goods-group-form"
    >
      {({ control }, { readOnly }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <FormTextField
            control={control}
            name="ma"
            label={t('groups.fields.ma')}
            required
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="ten"
            label={t('groups.fields.ten')}
            required
            disabled={readOnly}
          />
          <FormAutocompleteField
            control={control}
            name="nhom_cha_id"
            label={t('groups.fields.nhom_cha_id')}
            helperText={t('groups.parent_help')}
            options={parentOptions(roots, record)}
            disabled={readOnly}
            knownNames={
              record?.nhom_cha_id && record.nhom_cha_ten
                ? { [record.nhom_cha_id]: record.nhom_cha_ten }
                : undefined
            }
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box
            sx={{
              gridColumn: '1 / -1',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {(['so_ngay_cho_hang', 'so_ngay_an_toan'] as const).map((name) => (
              <FormNumberField
                key={name}
                control={control}
                name={name}
                label={t(`goods.fields.${name}`)}
                unit={t('goods.days')}
                helperText={t('groups.inherit_organisation')}
                disabled={readOnly}
              />
            ))}
          </Box>
          <FormSwitchField
            control={control}
            name="hoat_dong"
            label={t('goods.fields.hoat_dong')}
            disabled={readOnly}
          />
        </Box>
      )}
    </CatalogueFormDialog>
  );
}
