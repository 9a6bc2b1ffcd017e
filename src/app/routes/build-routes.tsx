/**
 * The router, built from the journeys: `/{product}/{route}` for every step, the product root
 * redirecting to where the application is, unknown paths to the root (spec 01 section 2). Routes
 * carry the specification's names: `{step}{product}` and `{product}Root` (spec 02 section 2).
 */
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { lazyNamed } from '../lazy/lazy-with-timeout';
import { LogoutRoute } from '../session/logout-route';
import { AppShell } from '../shell/app-shell';
import { Layout } from '../shell/layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { rootRouteName, stepRouteName } from '../../engine/journey/route-names';
import { SiteRoot } from './site-root';
import { RENEWAL_LINK_PATH } from '../session/signed-in-destination';
import { JourneyLoadingRoute } from './journey-loading-route';
import { Loading } from './loading';
import { StepRoute } from './step-route';
import { UnknownPathRoute } from './unknown-path-route';
import { loadAllFormValidators } from '../journeys/compiled-journeys';
import { loadJsonPath } from '../lazy/json-path-on-demand';

const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
// A product's root page: an applicant's first visit is to a step.
const RootRedirect = lazyNamed(() => import('./root-redirect'), 'RootRedirect');
const DocumentViewerPage = lazyNamed(() => import('../pages/document-viewer-page'), 'DocumentViewerPage');
const LoanDocumentsPage = lazyNamed(() => import('../pages/loan-documents/loan-documents-page'), 'LoanDocumentsPage');
const BankDataFaqPage = lazyNamed(() => import('../pages/bank-data-faq-page'), 'BankDataFaqPage');
const SigningPage = lazyNamed(() => import('../pages/signing-page'), 'SigningPage');
const OwnerPage = lazyNamed(() => import('../pages/owner/owner-page'), 'OwnerPage');
const RenewalLinkRoute = lazyNamed(() => import('../renewals/renewal-link-route'), 'RenewalLinkRoute');
const SigningCallbackRoute = lazyNamed(() => import('./signing-callback-route'), 'SigningCallbackRoute');
// The console reads every product's applications, so it comes with every journey and every step's form validators,
// and edits rule records, so with the JSONPath library.
const OpsConsole = lazyNamed(
  () => Promise.all([import('../ops/ops-console'), loadAllFormValidators(), loadJsonPath()]).then(([console]) => console),
  'OpsConsole',
);
// Development only: a production build leaves the preview out altogether.
const PreviewPage = import.meta.env.DEV
  ? lazyNamed(() => Promise.all([import('../preview/preview-page'), loadJsonPath()]).then(([preview]) => preview), 'PreviewPage')
  : undefined;

function stepRoute(cj: CompiledJourney, step: JourneyStep): RouteObject {
  return {
    id: stepRouteName(cj.journey.product, step.id),
    path: step.route,
    element: (
      <Layout cj={cj} step={step} showSignIn={Boolean(step.signIn)}>
        <StepRoute key={step.id} cj={cj} step={step} />
      </Layout>
    ),
  };
}

/**
 * The routes of the journeys given, and for each other product in `products` (one whose journey
 * has not arrived yet) a route under its root that fetches it.
 */
export function buildRoutes(journeys: readonly CompiledJourney[], products: readonly string[] = []): RouteObject[] {
  const loaded = new Set(journeys.map((cj) => cj.journey.product));
  return [
    // The lender's console: apart from the applicant's shell (no applicant session, idle modal or profiling).
    {
      path: 'ops/*',
      element: (
        <RouteErrorBoundary>
          <Suspense fallback={<Loading />}>
            <OpsConsole />
          </Suspense>
        </RouteErrorBoundary>
      ),
    },
    ...(PreviewPage
      ? [
          {
            path: '_preview/*',
            element: (
              <RouteErrorBoundary>
                <Suspense fallback={<Loading />}>
                  <PreviewPage />
                </Suspense>
              </RouteErrorBoundary>
            ),
          },
        ]
      : []),
    {
      element: (
        <RouteErrorBoundary>
          <AppShell />
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: <SiteRoot /> },
        {
          path: 'login',
          element: (
            <Layout>
              <LoginPage />
            </Layout>
          ),
        },
        {
          path: 'logout',
          element: (
            <Layout>
              <LogoutRoute />
            </Layout>
          ),
        },
        {
          path: 'document/:id',
          element: (
            <Layout>
              <DocumentViewerPage />
            </Layout>
          ),
        },
        // The borrower's signed agreement, schedule and uploads: an account page, whatever the product.
        {
          path: 'account/documents',
          element: (
            <Layout>
              <LoanDocumentsPage />
            </Layout>
          ),
        },
        {
          path: 'bank_data_faq',
          element: (
            <Layout>
              <BankDataFaqPage />
            </Layout>
          ),
        },
        // Where a renewal link leads once the borrower is signed in.
        {
          path: RENEWAL_LINK_PATH.slice(1),
          element: (
            <Layout>
              <RenewalLinkRoute />
            </Layout>
          ),
        },
        // The built-in e-signature provider's page: a signer's link token, no session.
        {
          path: 'sign/:token',
          element: (
            <Layout>
              <SigningPage />
            </Layout>
          ),
        },
        ...journeys.map((cj) => ({
          path: cj.journey.product,
          children: [
            {
              id: rootRouteName(cj.journey.product),
              index: true,
              element: (
                <Layout cj={cj} showSignIn>
                  <Suspense fallback={<Loading />}>
                    <RootRedirect cj={cj} />
                  </Suspense>
                </Layout>
              ),
            },
            ...cj.journey.steps.map((step) => stepRoute(cj, step)),
            // An older address of a step keeps working: it redirects to the step's route.
            ...cj.journey.steps.flatMap((step) =>
              (step.aliases ?? []).map((alias) => ({ path: alias, element: <Navigate to={stepUrl(cj.journey.product, step.route)} replace /> })),
            ),
            ...(cj.journey.checkout
              ? [
                  {
                    path: cj.journey.checkout.callbackRoute,
                    element: (
                      <Layout cj={cj}>
                        <SigningCallbackRoute cj={cj} />
                      </Layout>
                    ),
                  },
                ]
              : []),
            // An additional owner's own part, signed in by their mailed link (no applicant session).
            ...(cj.journey.checkout?.additionalOwners
              ? [
                  {
                    path: cj.journey.checkout.additionalOwners.route,
                    element: (
                      <Layout cj={cj}>
                        <OwnerPage cj={cj} />
                      </Layout>
                    ),
                  },
                ]
              : []),
            { path: '*', element: <Navigate to={productRoot(cj.journey.product)} replace /> },
          ],
        })),
        ...products
          .filter((product) => !loaded.has(product))
          .map((product) => ({
            path: `${product}/*`,
            element: (
              <Layout>
                <JourneyLoadingRoute product={product} />
              </Layout>
            ),
          })),
        {
          path: '*',
          element: (
            <Layout>
              <UnknownPathRoute />
            </Layout>
          ),
        },
      ],
    },
  ];
}
