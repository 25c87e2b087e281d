import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { ConnectivityMonitor } from './connectivity';

/**
 * One query client for the app so logout can drop every cached answer of the previous user.
 * The API client already shows an error toast for failed calls, so queries do not retry client
 * errors (4xx) that would only repeat the same message.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    // A write runs at once even offline, so the API client refuses it with a clear message:
    // React Query's default would hold it and send it on reconnect, which nothing here allows.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * Queries wait while the app is offline or cut off from its server (instead of failing one by
 * one), resume when it is back, and everything shown is then reloaded.
 */
export function followConnectivity(monitor: ConnectivityMonitor): () => void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(monitor.state === 'online');
    return monitor.subscribe((state) => setOnline(state === 'online'));
  });
  return monitor.onRestored(() => {
    void queryClient.invalidateQueries();
  });
}
