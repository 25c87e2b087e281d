import { useSyncExternalStore } from 'react';
import { connectivity, type ConnectivityMonitor, type ConnectivityState } from './connectivity';

/** The app's connectivity, re-rendering when it changes. */
export function useConnectivity(monitor: ConnectivityMonitor = connectivity): ConnectivityState {
  return useSyncExternalStore(
    (listener) => monitor.subscribe(listener),
    () => monitor.state,
  );
}
