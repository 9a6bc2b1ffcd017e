/**
 * What every page shares above the routes: the unsupported-browser and error banners, the
 * session keeper, the idle modal and device profiling.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UnsupportedBrowserBanner } from '../browser-support/unsupported-browser-banner';
import { GlobalErrorBanner } from '../errors/global-error-banner';
import { lazyNamed } from '../lazy/lazy-with-timeout';
import { Loading } from '../routes/loading';
import { SessionKeeper } from '../session/session-keeper';
import { useSettings } from '../settings/settings-context';
import { useCurrentJourney, useShellApplication } from './use-shell-application';

// Signed-in users' only: an applicant's first visit does not download them.
const IdleModal = lazyNamed(() => import('../idle/idle-modal'), 'IdleModal');
const DeviceProfiling = lazyNamed(() => import('../device-profiling/device-profiling'), 'DeviceProfiling');

function SignedInServices() {
  const { idle } = useSettings();
  const shell = useShellApplication(useCurrentJourney());
  if (!shell.signedIn) return null;
  return (
    <>
      {idle.enabled && (
        <Suspense fallback={null}>
          <IdleModal showAfterSeconds={idle.showAfterSeconds} signOutAfterSeconds={idle.signOutAfterSeconds} preApplication={shell.hasNone} />
        </Suspense>
      )}
      {shell.application && (
        <Suspense fallback={null}>
          <DeviceProfiling application={shell.application} />
        </Suspense>
      )}
    </>
  );
}

export function AppShell() {
  return (
    <>
      <UnsupportedBrowserBanner />
      <GlobalErrorBanner />
      <SessionKeeper />
      <SignedInServices />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
