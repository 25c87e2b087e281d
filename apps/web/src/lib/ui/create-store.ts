import { useSyncExternalStore } from 'react';

/**
 * A minimal observable store for app-wide UI state that React and plain modules (the API
 * client's notifiers, router guards) must both read and write, without pulling in a state library.
 */
export interface Store<T> {
  get: () => T;
  set: (next: Partial<T> | ((current: T) => Partial<T>)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      const patch = typeof next === 'function' ? next(state) : next;
      const changed = Object.entries(patch).some(([key, value]) => !Object.is(state[key as keyof T], value));
      if (!changed) return;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
