/**
 * Keeps the signed-in session honest (spec 02 section 4): renews the token 60 seconds before it
 * expires, signs out when renewal fails or the token shows a password reset after the session
 * started, and forgets the user's data when another tab signs out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStableNavigate } from '../routes/use-stable-navigate';
import { renewSession } from '../api/accounts';
import { logoutDestination } from './logout-destination';
import { logoutPath } from '../../engine/journey/site-paths';
import { scheduleRenewal } from './session-renewal';
import { session, startSession, useSession } from './session-store';
import { forgetUserData } from './sign-out';
import { isStaleSession } from './token-claims';

export function SessionKeeper() {
  const { accessToken, expiresAt } = useSession();
  const queryClient = useQueryClient();
  const navigate = useStableNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const previousToken = useRef(accessToken);

  useEffect(() => {
    const endAndLeave = () => navigate(logoutPath(logoutDestination(here.current)), { replace: true });

    if (!accessToken) {
      // Signed out in another tab (or here): nothing of the user may stay on screen.
      if (previousToken.current) forgetUserData(queryClient);
      previousToken.current = accessToken;
      return;
    }
    previousToken.current = accessToken;
    if (isStaleSession(accessToken)) {
      void endAndLeave();
      return;
    }
    if (!expiresAt) return;
    return scheduleRenewal(expiresAt, {
      renew: renewSession,
      onRenewed: (grant) => {
        // Another tab may have signed out meanwhile.
        if (session.accessToken) startSession(grant);
      },
      onFailed: (error) => {
        console.warn('The session could not be renewed', error);
        void endAndLeave();
      },
    });
  }, [accessToken, expiresAt, queryClient, navigate]);

  return null;
}
