/**
 * `/renewal?applicationId=...`: where a renewal link leads once the borrower is signed in (the
 * login page sends it here). A spinner while the renewal is looked up or created, then the page
 * `renewalDestination` names; a failure leads to the renewal product's 'unable to process' page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { stepWithoutApplication } from '../../engine/graph/entry-step';
import { loginPath, stepUrl } from '../../engine/journey/site-paths';
import { applicationKeys, getApplication, listApplications } from '../api/applications';
import { createRenewal, getNotifications } from '../api/renewals';
import { compiledJourneys, defaultJourney } from '../journeys/compiled-journeys';
import { Loading } from '../routes/step-route';
import { session } from '../session/session-store';
import { renewalDestination, type RenewalLinkServices } from './renewal-destination';

const services: RenewalLinkServices = {
  application: getApplication,
  notifications: getNotifications,
  async latestOf(product) {
    const [latest] = (await listApplications(product)).items;
    return latest ? getApplication(latest.id) : undefined;
  },
  createRenewal,
};

/** The renewing product's page for an applicant it cannot serve, or the default product's. */
function unablePath(): string {
  const cj = compiledJourneys.find((j) => j.journey.renewal) ?? defaultJourney;
  return stepUrl(cj.journey.product, stepWithoutApplication(cj).route);
}

export function RenewalLinkRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { accessToken } = useSnapshot(session);
  const [destination, setDestination] = useState<string | null>(null);
  const parentId = params.get('applicationId');

  useEffect(() => {
    if (!accessToken || !parentId) return;
    let live = true;
    renewalDestination(compiledJourneys, parentId, services)
      .catch((error: unknown) => {
        console.error('The renewal link could not be followed', error);
        return unablePath();
      })
      .then(async (to) => {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        if (live) setDestination(to);
      });
    return () => {
      live = false;
    };
  }, [accessToken, parentId, queryClient]);

  if (!accessToken) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!parentId) return <Navigate to="/" replace />;
  return destination ? <Navigate to={destination} replace /> : <Loading />;
}
