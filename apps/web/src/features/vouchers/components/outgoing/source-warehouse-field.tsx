import { useEffect } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormAutocompleteField } from '../../../../components/form/form-autocomplete-field';
import { useCatalogueCombobox } from '../../../../lib/catalogues/catalogue-api';
import { warehousesApi } from '../../../../lib/catalogues/catalogue-resources';
import { useOwnWarehouse } from '../../../../lib/session/my-departments';

/**
 * The other warehouse of a requisition (its source) or a medicine return (where it goes back):
 * any warehouse of the organisation but the voucher's own, filled in with the own warehouse's
 * source while the field is empty and editable.
 */
export function SourceWarehouseField<T extends FieldValues>({
  control,
  name,
  label,
  organisationId,
  ownWarehouseId,
  knownName,
  readOnly,
  sx,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  organisationId: string;
  /** The voucher's own warehouse: not offered, and whose source is proposed. */
  ownWarehouseId: string;
  /** The saved warehouse's name, shown before the options load. */
  knownName: { id: string; name: string } | null;
  readOnly: boolean;
  sx?: SxProps<Theme>;
}) {
  const warehouses = useCatalogueCombobox(warehousesApi, organisationId);
  const source = useOwnWarehouse(organisationId, ownWarehouseId)?.kho_nguon_id;
  const { field } = useController({ control, name });
  const empty = !field.value;
  const { onChange } = field;
  useEffect(() => {
    if (empty && !readOnly && source) onChange(source);
  }, [empty, readOnly, source, onChange]);
  return (
    <FormAutocompleteField
      control={control}
      name={name}
      label={`${label} *`}
      options={(warehouses.data ?? []).filter((w) => w.id !== ownWarehouseId)}
      loading={warehouses.isPending}
      disabled={readOnly}
      knownNames={knownName ? { [knownName.id]: knownName.name } : undefined}
      sx={sx}
    />
  );
}
