import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** One cache for the app; sign-out clears it so the next user never sees the previous one's data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network and 5xx failures get two more tries.
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
