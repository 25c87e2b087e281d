import { describe, expect, it } from 'vitest';
import { chooseDepartment, chooseWarehouse, resolveSelection, selectionIds } from './workspace-selection';

const departments = [
  { id: 'd1', kho_truc_thuoc: [{ id: 'w11' }, { id: 'w12' }] },
  { id: 'd2', kho_truc_thuoc: [{ id: 'w21' }, { id: 'w22' }] },
  { id: 'd3', kho_truc_thuoc: [] },
];

describe('resolveSelection', () => {
  it('keeps the previous department and warehouse when both are still present', () => {
    const s = resolveSelection(departments, { departmentId: 'd2', warehouseId: 'w22' });
    expect(selectionIds(s)).toEqual({ departmentId: 'd2', warehouseId: 'w22' });
    expect(s.warehouses.map((w) => w.id)).toEqual(['w21', 'w22']);
  });

  it('falls back to the first department when the previous one is gone', () => {
    const s = resolveSelection(departments, { departmentId: 'gone', warehouseId: 'w22' });
    expect(selectionIds(s)).toEqual({ departmentId: 'd1', warehouseId: 'w11' });
  });

  it('keeps the department but takes its first warehouse when the warehouse is gone', () => {
    const s = resolveSelection(departments, { departmentId: 'd2', warehouseId: 'w11' });
    expect(selectionIds(s)).toEqual({ departmentId: 'd2', warehouseId: 'w21' });
  });

  it('selects the first of each when nothing was chosen before', () => {
    const s = resolveSelection(departments, { departmentId: null, warehouseId: null });
    expect(selectionIds(s)).toEqual({ departmentId: 'd1', warehouseId: 'w11' });
  });

  it('takes the default warehouse and its department when nothing was chosen before', () => {
    const withDefault = [
      departments[0]!,
      { id: 'd2', kho_truc_thuoc: [{ id: 'w21' }, { id: 'w22', mac_dinh: true }] },
      departments[2]!,
    ];
    const s = resolveSelection(withDefault, { departmentId: null, warehouseId: null });
    expect(selectionIds(s)).toEqual({ departmentId: 'd2', warehouseId: 'w22' });
    expect(s.warehouses.map((w) => w.id)).toEqual(['w21', 'w22']);
  });

  it('keeps an earlier choice, and its fallbacks, over the default warehouse', () => {
    const withDefault = [
      { id: 'd1', kho_truc_thuoc: [{ id: 'w11' }, { id: 'w12', mac_dinh: true }] },
      departments[1]!,
    ];
    const kept = resolveSelection(withDefault, { departmentId: 'd2', warehouseId: 'w21' });
    expect(selectionIds(kept)).toEqual({ departmentId: 'd2', warehouseId: 'w21' });
    const departmentGone = resolveSelection(withDefault, { departmentId: 'gone', warehouseId: 'w99' });
    expect(selectionIds(departmentGone)).toEqual({ departmentId: 'd1', warehouseId: 'w11' });
    const warehouseGone = resolveSelection(withDefault, { departmentId: 'd1', warehouseId: 'w99' });
    expect(selectionIds(warehouseGone)).toEqual({ departmentId: 'd1', warehouseId: 'w11' });
  });

  it('gives an empty selection for an empty list and no warehouse for a department without any', () => {
    expect(selectionIds(resolveSelection([], { departmentId: 'd1', warehouseId: 'w11' }))).toEqual({
      departmentId: null,
      warehouseId: null,
    });
    const s = resolveSelection(departments, { departmentId: 'd3', warehouseId: 'w11' });
    expect(selectionIds(s)).toEqual({ departmentId: 'd3', warehouseId: null });
    expect(s.warehouses).toEqual([]);
  });
});

describe('chooseDepartment', () => {
  it('resets warehouses to the department kho_truc_thuoc and selects the first', () => {
    const s = chooseDepartment(departments, 'd2');
    expect(s.warehouses.map((w) => w.id)).toEqual(['w21', 'w22']);
    expect(s.warehouse?.id).toBe('w21');
  });

  it('selects the first warehouse even when another of the department is the default', () => {
    const withDefault = [{ id: 'd1', kho_truc_thuoc: [{ id: 'w11' }, { id: 'w12', mac_dinh: true }] }];
    expect(chooseDepartment(withDefault, 'd1').warehouse?.id).toBe('w11');
  });

  it('clears the warehouse for an unknown department', () => {
    expect(selectionIds(chooseDepartment(departments, 'x'))).toEqual({
      departmentId: null,
      warehouseId: null,
    });
  });
});

describe('chooseWarehouse', () => {
  it('accepts a warehouse of the current department only', () => {
    const s = chooseDepartment(departments, 'd1');
    expect(chooseWarehouse(s, 'w12').warehouse?.id).toBe('w12');
    expect(chooseWarehouse(s, 'w21').warehouse?.id).toBe('w11');
  });
});
