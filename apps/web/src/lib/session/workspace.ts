import { TOP_MODULES, type TopModule } from '@kho/contracts';
import { createStore, useStore } from '../ui/create-store';
import {
  getSelectedDepartment,
  getSelectedWarehouse,
  setSelectedDepartment,
  setSelectedWarehouse,
} from './storage';
import type { SelectionIds } from './workspace-selection';

/**
 * The department and warehouse chosen in each top module (spec §4), persisted in the browser and
 * readable by any page through useWorkspaceSelection, so module pages need not know the selectors.
 */
type WorkspaceState = Record<TopModule, SelectionIds>;

function readAll(): WorkspaceState {
  const state = {} as WorkspaceState;
  for (const module of TOP_MODULES) {
    state[module] = {
      departmentId: getSelectedDepartment(module),
      warehouseId: getSelectedWarehouse(module),
    };
  }
  return state;
}

export const workspaceStore = createStore<WorkspaceState>(readAll());

export function saveWorkspaceSelection(module: TopModule, ids: SelectionIds): void {
  const current = workspaceStore.get()[module];
  if (current.departmentId === ids.departmentId && current.warehouseId === ids.warehouseId) return;
  setSelectedDepartment(module, ids.departmentId);
  setSelectedWarehouse(module, ids.warehouseId);
  workspaceStore.set({ [module]: ids });
}

/** Re-reads storage, used after logout cleared it. */
export function reloadWorkspaceSelection(): void {
  workspaceStore.set(readAll());
}

const NONE: SelectionIds = { departmentId: null, warehouseId: null };

export function useWorkspaceSelection(module: TopModule | null): SelectionIds {
  return useStore(workspaceStore, (s) => (module ? s[module] : NONE));
}
