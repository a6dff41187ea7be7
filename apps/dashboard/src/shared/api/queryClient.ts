import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. Only signed-in pages query the provider, so it lives with them (the `_dashboard`
 * layout provides it and puts it in the router context) instead of in the entry chunk the login page loads.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
