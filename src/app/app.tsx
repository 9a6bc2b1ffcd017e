import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useMemo, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { onMutationError, onQueryError } from './errors/query-errors';
import { productOfPath } from './api/validation-rules-path';
import { loadedJourneys, loadJourney, productNames, siteDefaultProduct, subscribeJourneys } from './journeys/compiled-journeys';
import { buildRoutes } from './routes/build-routes';
import { answerStepReads } from './routes/step-reads';
import { isSignedIn } from './session/session-store';
import { draftEarlyAnswers, holdEarlyForm, releaseEarlyForm } from './early-step/early-answers';
import { stepDrafts } from './steps/use-step-session';
import type { Settings } from './settings/settings';
import { SettingsContext } from './settings/settings-context';
import { system } from './theme';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  queryCache: new QueryCache({ onError: (error) => onQueryError(queryClient, error) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onMutationError(queryClient, error, mutation) }),
});

// The declarative router: the portal loads no route data through the router, and its data
// router would add half again to the first page's libraries (design decision 50). A product's
// routes are added when its journey arrives; until then its paths fetch it.
function PortalRoutes() {
  const journeys = useSyncExternalStore(subscribeJourneys, loadedJourneys);
  const routes = useMemo(() => buildRoutes(journeys, productNames), [journeys]);
  return useRoutes(routes);
}

export function App({ settings }: { settings: Settings }) {
  return (
    <ChakraProvider value={system}>
      <AppErrorBoundary>
        <SettingsContext.Provider value={settings}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <PortalRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </SettingsContext.Provider>
      </AppErrorBoundary>
    </ChakraProvider>
  );
}

/**
 * Mounts the portal in place of the start-up placeholder, once the journey of the page's product
 * (the site's default product on a page of none: the shell reads it) has arrived, and on a step's
 * page what its route reads before it shows.
 */
export async function renderApp(root: HTMLElement, settings: Settings) {
  const product = productOfPath(window.location.pathname, productNames);
  const cj = await loadJourney(product ?? siteDefaultProduct);
  if (product) await answerStepReads(queryClient, cj, window.location.pathname, isSignedIn());
  // What was typed into the page's early form becomes the step's draft; a signed-in applicant's step reads their account instead.
  holdEarlyForm(root);
  if (isSignedIn()) releaseEarlyForm();
  else draftEarlyAnswers(stepDrafts);
  // A transition's render yields to the browser every few milliseconds: the first page's render
  // (most of a second on a slow phone) does not hold the placeholder's page still meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App settings={settings} />
      </StrictMode>,
    ),
  );
}
