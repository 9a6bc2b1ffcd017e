/**
 * What a screen test gives a screen beyond its own step, props and services: the settings every
 * screen receives from the app, and the providers the app renders it in.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../src/app/theme';
import type { ScreenProps } from '../../src/screens/screen-props';

export const screenSettings = {
  records: [],
  support: { phone: '1300 000 000', email: 'support@example.com.au', hours: 'Monday to Friday' },
  monitoringIntervalSeconds: 5,
  decisionWaitSeconds: 180,
  maxFileMb: 25,
  signOut: async () => undefined,
} satisfies Pick<ScreenProps, 'records' | 'support' | 'monitoringIntervalSeconds' | 'decisionWaitSeconds' | 'maxFileMb' | 'signOut'>;

/** Renders `node` inside the query client, the theme and a router, as the app does. */
export function renderInApp(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ChakraProvider value={system}>
        <MemoryRouter>{node}</MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
}
