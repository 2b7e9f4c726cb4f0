import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { installGlobalErrorHandler } from '../lib/error-log.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

// SPEC §8: uncaught errors and unhandled rejections are logged from the very start.
installGlobalErrorHandler();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
