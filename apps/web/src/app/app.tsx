import { QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { installGlobalErrorHandler } from '../lib/error-log.ts';
import { queryClient } from './query-client.ts';

// SPEC §8: uncaught errors and unhandled rejections are logged from the very start.
installGlobalErrorHandler();

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
