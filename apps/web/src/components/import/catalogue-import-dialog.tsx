import { useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../../lib/catalogues/catalogue-api';
import type { CatalogueImportApi } from '../../lib/catalogues/catalogue-import';
import { ImportDialog } from './import-dialog';

export interface CatalogueImportDialogProps {
  open: boolean;
  onClose: () => void;
  organisationId: string;
  importApi: CatalogueImportApi;
  title: string;
  description: string;
  templateName: string;
  /** Header of every field of the sheet, in the user's language. */
  labels: Readonly<Record<string, string>>;
  /** Fields the preview table shows; the errors column names any other field that is wrong. */
  columns: readonly string[];
}

/** A catalogue's spreadsheet import: the shared import dialog wired to its three calls. */
export function CatalogueImportDialog({
  importApi,
  organisationId,
  templateName,
  ...props
}: CatalogueImportDialogProps) {
  const queryClient = useQueryClient();
  return (
    <ImportDialog
      {...props}
      downloadTemplate={() => importApi.downloadTemplate(templateName)}
      preview={(file, progress) => importApi.preview(organisationId, file, progress)}
      run={(file, progress) => importApi.run(organisationId, file, progress)}
      // New records change every catalogue list (and counts such as the goods of a group).
      onImported={() => void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY] })}
    />
  );
}
