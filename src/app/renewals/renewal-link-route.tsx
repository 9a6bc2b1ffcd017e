/**
 * `/renewal?applicationId=...`: where a renewal link leads once the borrower is signed in (the
 * login page sends it here). A spinner while the renewal is looked up or created, then the page
 * `renewalDestination` names. A failure (the parent cannot be read, the renewal cannot be made)
 * leaves the link behind for the renewal product's unable-to-process page (spec 02 section 4),
 * still signed in; a journey naming no such page makes it the auth callback's error case.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { loginPath } from '../../engine/journey/site-paths';
import { applicationKeys, getApplication, listApplications } from '../api/applications';
import { createRenewal, getNotifications } from '../api/renewals';
import { refreshDeviceSession } from '../device-profiling/refresh-device-session';
import { loadAllJourneys } from '../journeys/compiled-journeys';
import { abandonLink } from '../session/link-failure';
import { Loading } from '../routes/loading';
import { useSession } from '../session/session-store';
import { useSettings } from '../settings/settings-context';
import { renewalDestination, renewalFailurePage, type RenewalLinkServices } from './renewal-destination';

function renewalLinkServices(deviceProfiling: boolean): RenewalLinkServices {
  return {
    application: getApplication,
    notifications: getNotifications,
    async latestOf(product) {
      const [latest] = (await listApplications(product)).items;
      return latest ? getApplication(latest.id) : undefined;
    },
    createRenewal,
    refreshDeviceSession: (applicationId) => refreshDeviceSession(applicationId, deviceProfiling),
  };
}

export function RenewalLinkRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { accessToken } = useSession();
  const profiling = useSettings().deviceProfiling.enabled;
  const [destination, setDestination] = useState<string | null>(null);
  const [codeFailure, setCodeFailure] = useState<Error>();
  const parentId = params.get('applicationId');

  useEffect(() => {
    if (!accessToken || !parentId) return;
    let live = true;
    // Which product renews the loan is the journeys' to say: every one is fetched first.
    loadAllJourneys().then(
      (journeys) =>
        renewalDestination(journeys, parentId, renewalLinkServices(profiling)).then(
          async (to) => {
            await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
            if (live) setDestination(to);
          },
          (error: unknown) => {
            if (!live) return;
            const failurePage = renewalFailurePage(journeys);
            if (failurePage) console.error('The renewal link could not be followed', error);
            setDestination(failurePage ?? abandonLink(queryClient, error));
          },
        ),
      (error: unknown) => {
        if (live) setCodeFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [accessToken, parentId, profiling, queryClient]);

  // The journeys' code did not arrive: the error boundary offers a reload.
  if (codeFailure) throw codeFailure;
  // A failure may have signed out and named the login page: that destination comes before the signed-out case.
  if (destination) return <Navigate to={destination} replace />;
  if (!accessToken) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!parentId) return <Navigate to="/" replace />;
  return <Loading />;
}
