/**
 * Staff sign-in through the lender's provider (settings `signIn.staffExternal`): a button that
 * starts it, and the return. The server hands the staff token over in this page's fragment
 * (never sent to a server); it is checked with /api/ops/session, kept, and the fragment removed.
 * A refusal comes back as `?error=...` and is said above the forms in the portal's own words.
 */
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffMember } from '../../engine/contract/staff.contract';
import { request } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { startOpsSession } from './ops-session';
import { providerRefusalText, SIGN_IN_NOT_COMPLETED } from '../pages/login/provider-refusals';

export const STAFF_SIGN_IN_START = '/api/staff/oidc/start';

function handedOver(hash: string): { accessToken: string; expiresAt: number } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fragment.get('staff_token');
  const expiresAt = Number(fragment.get('expires_at'));
  return accessToken && Number.isFinite(expiresAt) ? { accessToken, expiresAt } : null;
}

export function OpsProviderSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(() => {
    const error = params.get('error');
    return error ? providerRefusalText(error) : null;
  });

  useEffect(() => {
    const grant = handedOver(window.location.hash);
    if (!grant) return;
    window.history.replaceState(null, '', window.location.pathname);
    request<StaffMember>('GET', '/api/ops/session', { auth: false, token: grant.accessToken }).then(
      (member) => {
        startOpsSession({ ...grant, member });
        void navigate('/ops', { replace: true });
      },
      () => setFailure(SIGN_IN_NOT_COMPLETED),
    );
  }, [navigate]);

  return (
    <>
      <FailureAlert message={failure} />
      <Button variant="outline" size="lg" onClick={() => window.location.assign(params.has('error') ? `${STAFF_SIGN_IN_START}?again=1` : STAFF_SIGN_IN_START)}>
        Sign in with your organisation&apos;s account
      </Button>
    </>
  );
}
