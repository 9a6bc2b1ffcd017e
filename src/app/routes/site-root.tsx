/**
 * The site's root ('/'): a signed-in applicant goes to the root of their latest application's
 * own product, whatever product is the default; a visitor, or an applicant with no application,
 * to the default product's first step (spec 02 section 2: '/ redirects to the basic-info step').
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { applicationKeys, listApplications } from '../api/applications';
import { productNames, siteDefaultProduct } from '../journeys/compiled-journeys';
import { useSession } from '../session/session-store';
import { productRoot } from '../../engine/journey/site-paths';
import { Loading } from './loading';

export function SiteRoot() {
  const { accessToken } = useSession();
  const latest = useQuery({ queryKey: applicationKeys.list('all'), queryFn: () => listApplications('all'), enabled: Boolean(accessToken) });
  if (latest.error) throw latest.error;
  if (accessToken && latest.isLoading) return <Loading />;
  const product = latest.data?.items[0]?.product;
  if (product && productNames.includes(product)) return <Navigate to={productRoot(product)} replace />;
  // The product root sends a visitor to its first step, fetching its journey if need be.
  return <Navigate to={productRoot(siteDefaultProduct)} replace />;
}
