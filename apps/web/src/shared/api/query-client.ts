import { QueryClient } from '@tanstack/react-query';

/** Server state cache. The API client already shows errors, so queries retry once and stay quiet. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
  },
});
