import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Overview, OverviewWarehouse } from '@kho/contracts';
import { saveWorkspaceSelection } from '../../../lib/session/workspace';
import {
  listTarget,
  warehouseCounts,
  type Figure,
  type ListTarget,
  type WarehouseCount,
} from '../lib/overview-links';

export interface WarehouseChoice {
  figure: Figure;
  target: ListTarget;
  warehouses: WarehouseCount[];
}

/**
 * Opens the list behind a figure. The lists live in the kho-duoc module and show its selected
 * warehouse, so the warehouse is selected there first; when the figure covers several warehouses
 * the user picks one (`choice` holds the candidates for the picker dialog).
 */
export function useOpenList(data: Overview | undefined) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<WarehouseChoice | null>(null);

  const go = (target: ListTarget, warehouse: OverviewWarehouse) => {
    saveWorkspaceSelection('kho-duoc', { departmentId: warehouse.khoa_id, warehouseId: warehouse.id });
    setChoice(null);
    void navigate({ to: target.path, search: target.search });
  };

  const open = (figure: Figure) => {
    if (!data) return;
    const target = listTarget(figure, data);
    if (!target) return;
    const counted = warehouseCounts(figure, data);
    // Nothing behind the figure: the list of the only warehouse still shows that it is empty.
    const warehouses = counted.length > 0 ? counted : data.kho.map((warehouse) => ({ warehouse, count: 0 }));
    if (warehouses.length === 1) go(target, warehouses[0]!.warehouse);
    else if (warehouses.length > 1) setChoice({ figure, target, warehouses });
  };

  return {
    open,
    choice,
    choose: (w: OverviewWarehouse) => choice && go(choice.target, w),
    close: () => setChoice(null),
  };
}
