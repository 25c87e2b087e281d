import type { VaiTro } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { CatalogueApi, CatalogueRecord } from '../../lib/catalogues/catalogue-api';
import { useDeleteCatalogueRecord, useSaveCatalogueRecord } from '../../lib/catalogues/catalogue-mutations';
import { useOrganisationRole } from '../../lib/session/organisation-role';
import { useCatalogueEditor } from './use-catalogue-editor';

/**
 * The wiring every catalogue screen needs between its list and its form dialog: the caller's
 * right to edit (by role), which record is open, save (create or update with the version) and
 * delete. Spread `listProps` on CatalogueListPage and `dialogProps` on CatalogueFormDialog.
 */
export function useCatalogueScreen<R extends CatalogueRecord, F>(
  api: CatalogueApi<R, F>,
  editors: readonly VaiTro[],
  /** The catalogue's section in the `catalogues` namespace, for "Thêm nhà cung cấp" and the like. */
  section: string,
) {
  const { t } = useTranslation('catalogues');
  const { can, organisationId } = useOrganisationRole();
  const editor = useCatalogueEditor<R>();
  const save = useSaveCatalogueRecord(api);
  const remove = useDeleteCatalogueRecord(api);
  const canEdit = can(editors);
  const record = editor.record;
  const what = t(`${section}.what`);
  const title = record
    ? t(canEdit ? 'form.edit_title' : 'form.view_title', { what })
    : t('form.create_title', { what });

  return {
    canEdit,
    organisationId,
    editor,
    listProps: {
      onCreate: canEdit ? editor.openNew : undefined,
      onOpen: editor.openRecord,
    },
    dialogProps: {
      open: editor.open,
      onClose: editor.close,
      session: editor.session,
      title,
      record,
      readOnly: !canEdit,
      onSubmit: (fields: F) =>
        save.mutateAsync({
          organisationId: organisationId ?? '',
          fields,
          existing: record ? { id: record.id, phien_ban: record.phien_ban } : undefined,
        }),
      onDelete:
        canEdit && record
          ? () => remove.mutateAsync({ organisationId: organisationId ?? '', id: record.id })
          : undefined,
    },
  };
}
