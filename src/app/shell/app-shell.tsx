/**
 * What every page shares above the routes: the unsupported-browser and error banners, the
 * session keeper, the idle modal and device profiling.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UnsupportedBrowserBanner } from '../browser-support/unsupported-browser-banner';
import { DeviceProfiling } from '../device-profiling/device-profiling';
import { GlobalErrorBanner } from '../errors/global-error-banner';
import { IdleModal } from '../idle/idle-modal';
import { Loading } from '../routes/loading';
import { SessionKeeper } from '../session/session-keeper';
import { useSettings } from '../settings/settings-context';
import { useCurrentJourney, useShellApplication } from './use-shell-application';

function SignedInServices() {
  const { idle } = useSettings();
  const shell = useShellApplication(useCurrentJourney());
  if (!shell.signedIn) return null;
  return (
    <>
      {idle.enabled && <IdleModal showAfterSeconds={idle.showAfterSeconds} signOutAfterSeconds={idle.signOutAfterSeconds} preApplication={shell.hasNone} />}
      {shell.application && <DeviceProfiling application={shell.application} />}
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
