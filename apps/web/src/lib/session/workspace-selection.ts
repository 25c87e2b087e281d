/**
 * Department and warehouse selection rules of spec §4, kept pure so they can be tested apart from
 * storage and React. Only ids are persisted; the lists come fresh from the server each time.
 */
export interface SelectableWarehouse {
  id: string;
  /** The server's default for a first visit (`danh-muc-khoa-kho-cua-toi` marks at most one). */
  mac_dinh?: boolean;
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

/**
 * After the list loads: keep the previous department if still present, else the first; same for the
 * warehouse. With nothing chosen yet (a first visit to the module), take the server's default
 * warehouse and its department instead of the first.
 */
export function resolveSelection<D extends SelectableDepartment>(
  departments: readonly D[],
  previous: SelectionIds,
): Selection<D> {
  if (previous.departmentId === null && previous.warehouseId === null) {
    const preferred = defaultSelection(departments);
    if (preferred) return preferred;
  }
  const department = departments.find((d) => d.id === previous.departmentId) ?? departments[0] ?? null;
  const warehouses = department?.kho_truc_thuoc ?? [];
  const warehouse = warehouses.find((w) => w.id === previous.warehouseId) ?? warehouses[0] ?? null;
  return { department, warehouses, warehouse };
}

function defaultSelection<D extends SelectableDepartment>(departments: readonly D[]): Selection<D> | null {
  for (const department of departments) {
    const warehouse = department.kho_truc_thuoc.find((w) => w.mac_dinh === true);
    if (warehouse) return { department, warehouses: department.kho_truc_thuoc, warehouse };
  }
  return null;
}

/**
 * Choosing a department resets the warehouses to its kho_truc_thuoc and selects the first (the
 * server lists a department's main store first).
 */
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
