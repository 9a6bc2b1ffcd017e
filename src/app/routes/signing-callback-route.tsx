/**
 * The e-signature callback (the journey's `checkout.callbackRoute`, spec 01 'Dsc callback'): on
 * `event=signing_complete` the application in the journey's signing status (or already moved on
 * by the signature) is completed on the server, which checks its own signature record, then the
 * applicant goes to the product root; any other event (cancel, decline, session_timeout,
 * ttl_expired) goes straight to the root, which shows where the application now is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { applicationKeys, listApplications } from '../api/applications';
import { completeSigning } from '../api/checkout';
import { productRoot } from '../../engine/journey/site-paths';
import { Loading } from './loading';

export function SigningCallbackRoute({ cj }: { cj: CompiledJourney }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [finished, setFinished] = useState(false);
  const event = params.get('event');
  const checkout = cj.journey.checkout;

  useEffect(() => {
    let live = true;
    async function run() {
      if (event === 'signing_complete' && checkout) {
        const { items } = await listApplications(cj.journey.product);
        const signing = items.find((a) => [checkout.signingStatus, checkout.waitingStatus, checkout.completedStatus].includes(a.status));
        // A refusal (no signature on record) leaves the application where it is: the root shows it.
        if (signing) await completeSigning(signing.id).catch(() => undefined);
      }
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (live) setFinished(true);
    }
    void run().catch(() => live && setFinished(true));
    return () => {
      live = false;
    };
  }, [event, checkout, cj, queryClient]);

  return finished ? <Navigate to={productRoot(cj.journey.product)} replace /> : <Loading />;
}
