/**
 * The customer-portal login route (spec 02 section 2, 'Additional routes'). Its query decides
 * what it shows: `reset_token` (a reset link) -> choose a new password; `reset_context` or an
 * expired-access `error_description` -> ask for a link; otherwise sign in, with the
 * `successfully_reset` message when a reset just succeeded. Signed-in users may open it too. When
 * the lender's OpenID Connect provider signs applicants in, it starts that sign-in instead.
 */
import { useSearchParams } from 'react-router-dom';
import { useSettings } from '../settings/settings-context';
import { ChooseNewPassword } from './login/choose-new-password';
import { ExternalSignIn } from './login/external-sign-in';
import { isExpiredAccess } from './login/login-messages';
import { RequestResetLink } from './login/request-reset-link';
import { SignInForm } from './login/sign-in-form';

export function LoginPage() {
  const [params] = useSearchParams();
  const { signIn } = useSettings();
  // The lender's provider keeps the passwords: no form, no reset links of the portal's own.
  if (signIn?.external) return <ExternalSignIn />;
  if (params.get('reset_token')) return <ChooseNewPassword />;
  if (params.get('reset_context') || isExpiredAccess(params.get('error_description'))) return <RequestResetLink key={params.toString()} />;
  return <SignInForm key={params.get('username') ?? ''} />;
}
