import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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
    mutations: { retry: false },
  },
});
