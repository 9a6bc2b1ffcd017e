/**
 * `/logout?next=...`: ends the session, then opens `next`. Leaving the page first means no
 * guarded page is on screen when the session ends (it would send the user to the login page
 * instead of `next`), and `next` renders for a visitor from its first frame.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../routes/loading';
import { siteDestination } from './site-destination';
import { signOut } from './sign-out';

export function LogoutRoute() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  useEffect(() => {
    void signOut(queryClient);
    setDone(true);
  }, [queryClient]);

  return done ? <Navigate to={siteDestination(params.get('next'))} replace /> : <Loading />;
}
