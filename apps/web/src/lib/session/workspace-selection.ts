/**
 * Department and warehouse selection rules of spec §4, kept pure so they can be tested apart from
 * storage and React. Only ids are persisted; the lists come fresh from the server each time.
 */
export interface SelectableWarehouse {
  id: string;
}
export interface SelectableDepartment<W extends SelectableWarehouse = SelectableWarehouse> {
  id: string;
  kho_truc_thuoc: readonly W[];
}

export interface SelectionIds {
  departmentId: string | null;
  warehouseId: string | null;
}

export interface Selection<D extends SelectableDepartment> {
  department: D | null;
  warehouses: D['kho_truc_thuoc'];
  warehouse: D['kho_truc_thuoc'][number] | null;
}

export const EMPTY_SELECTION_IDS: SelectionIds = { departmentId: null, warehouseId: null };

/** After the list loads: keep the previous department if still present, else the first; same for the warehouse. */
export function resolveSelection<D extends SelectableDepartment>(
  departments: readonly D[],
  previous: SelectionIds,
): Selection<D> {
  const department = departments.find((d) => d.id === previous.departmentId) ?? departments[0] ?? null;
  const warehouses = department?.kho_truc_thuoc ?? [];
  const warehouse = warehouses.find((w) => w.id === previous.warehouseId) ?? warehouses[0] ?? null;
  return { department, warehouses, warehouse };
}

/** Choosing a department resets the warehouses to its kho_truc_thuoc and selects the first. */
export function chooseDepartment<D extends SelectableDepartment>(
  departments: readonly D[],
  departmentId: string,
): Selection<D> {
  const department = departments.find((d) => d.id === departmentId) ?? null;
  const warehouses = department?.kho_truc_thuoc ?? [];
  return { department, warehouses, warehouse: warehouses[0] ?? null };
}

/** Choosing a warehouse only accepts one of the current department's warehouses. */
export function chooseWarehouse<D extends SelectableDepartment>(
  current: Selection<D>,
  warehouseId: string,
): Selection<D> {
  const warehouse = current.warehouses.find((w) => w.id === warehouseId);
  return warehouse ? { ...current, warehouse } : current;
}

export function selectionIds(selection: Selection<SelectableDepartment>): SelectionIds {
  return { departmentId: selection.department?.id ?? null, warehouseId: selection.warehouse?.id ?? null };
}
