import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { compiledJourneys } from './journeys/compiled-journeys';
import { buildRoutes } from './routes/build-routes';
import type { Settings } from './settings/settings';
import { SettingsContext } from './settings/settings-context';
import { system } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function App({ settings }: { settings: Settings }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(compiledJourneys)), []);
  return (
    <ChakraProvider value={system}>
      <SettingsContext.Provider value={settings}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SettingsContext.Provider>
    </ChakraProvider>
  );
}
