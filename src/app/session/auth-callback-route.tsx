/**
 * The auth callback screen (spec 02 section 2, 'Auth callback screen'): a spinner while the
 * handed-over session is checked with the server and kept, then on to where the callback's state
 * leads: a renewal link to the renewal, otherwise the applicant's own application (the site's root
 * resumes a checkout that was left open), as `authCallbackDestination` decides. No pending
 * application comes this way: basic info hands its answers to the same routing without leaving
 * the page (decision 90). Whatever this tab kept for an earlier user is dropped first; a token the
 * server refuses signs out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { adoptSession } from '../api/accounts';
import { Loading } from '../routes/loading';
import { parseAuthCallback } from './auth-callback';
import { authCallbackDestination } from './auth-callback-routing';
import { abandonLink } from './link-failure';
import { forgetUserData } from './sign-out';
import { startSession } from './session-store';

export function AuthCallbackRoute({ originalHash }: { originalHash: string }) {
  const queryClient = useQueryClient();
  const [destination, setDestination] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const callback = parseAuthCallback(originalHash);
    if (!callback) {
      setDestination(abandonLink(queryClient, new Error('The auth callback carries no bearer token')));
      return;
    }
    forgetUserData(queryClient);
    adoptSession(callback.accessToken)
      .then((grant) => {
        if (!live) return null;
        startSession(grant);
        return authCallbackDestination({ query: callback.state });
      })
      .then(
        (to) => {
          if (live && to) setDestination(to);
        },
        (error: unknown) => {
          if (live) setDestination(abandonLink(queryClient, error));
        },
      );
    return () => {
      live = false;
    };
  }, [originalHash, queryClient]);

  return destination ? <Navigate to={destination} replace /> : <Loading />;
}
