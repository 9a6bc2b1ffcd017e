/**
 * Any path no route names goes to the site's root (spec 02 section 2), except one starting with
 * `/access_token=`: the auth callback, given the rest of the path as its original hash.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { AuthCallbackRoute } from '../session/auth-callback-route';
import { isAuthCallbackPath } from '../session/auth-callback';

export function UnknownPathRoute() {
  const { pathname } = useLocation();
  if (isAuthCallbackPath(pathname)) return <AuthCallbackRoute originalHash={pathname.slice(1)} />;
  return <Navigate to="/" replace />;
}
