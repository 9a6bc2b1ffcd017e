/**
 * What every page shares above the routes: the unsupported-browser and error banners, the
 * session keeper, the idle modal and device profiling.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UnsupportedBrowserBanner } from '../browser-support/UnsupportedBrowserBanner';
import { DeviceProfiling } from '../device-profiling/DeviceProfiling';
import { GlobalErrorBanner } from '../errors/GlobalErrorBanner';
import { IdleModal } from '../idle/IdleModal';
import { Loading } from '../routes/StepRoute';
import { SessionKeeper } from '../session/SessionKeeper';
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
