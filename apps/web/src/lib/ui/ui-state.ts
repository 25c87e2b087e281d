import { createStore, useStore } from './create-store';

/** Shell state of spec §4: global loading flag, drawer and rail, medical background (default on). */
export interface UiState {
  loading: boolean;
  drawerOpen: boolean;
  railOpen: boolean;
  background: boolean;
}

export const uiStore = createStore<UiState>({
  loading: false,
  drawerOpen: false,
  railOpen: false,
  background: true,
});

export function useUiState<S>(select: (state: UiState) => S): S {
  return useStore(uiStore, select);
}

/** Runs a task under the full-screen loading overlay; nested calls keep it until the last ends. */
let pending = 0;
export async function withGlobalLoading<T>(task: () => Promise<T>): Promise<T> {
  pending += 1;
  uiStore.set({ loading: true });
  try {
    return await task();
  } finally {
    pending -= 1;
    if (pending === 0) uiStore.set({ loading: false });
  }
}
