/** Account operations of the embedded identity provider. */
import type {
  AccountRef,
  LoginRequest,
  ReapplicationAnswer,
  ReapplicationCode,
  ReapplicationCodeAnswer,
  SessionToken,
  SetPasswordRequest,
  SignupRequest,
} from '../../engine/contract/auth.contract';
import { request } from './http';

export function createUser(input: SignupRequest): Promise<AccountRef> {
  return request('POST', '/api/public/users', { body: input, auth: false });
}

export function logIn(email: string, password: string): Promise<SessionToken> {
  const body: LoginRequest = { email, password };
  return request('POST', '/api/auth/login', { body, auth: false });
}

export function renewSession(): Promise<SessionToken> {
  return request('POST', '/api/auth/renew');
}

/** Checks a session handed over by another of the lender's sites and answers a fresh token for it. */
export function adoptSession(accessToken: string): Promise<SessionToken> {
  return request('POST', '/api/auth/renew', { token: accessToken });
}

export function logOut(): Promise<void> {
  return request('POST', '/api/auth/logout');
}

/** The re-application check: mails the account's owner a code; the answer is the same for every e-mail. */
export function requestReapplicationCode(email: string): Promise<ReapplicationCodeAnswer> {
  return request('POST', `/api/public/apps/reapplication/${encodeURIComponent(email)}`, { body: {}, auth: false });
}

/** The eligibility, told only with the code mailed to the account. */
export function checkReapplication(email: string, code: string): Promise<ReapplicationAnswer> {
  const body: ReapplicationCode = { code };
  return request('POST', `/api/public/apps/reapplication/${encodeURIComponent(email)}/eligibility`, { body, auth: false });
}

/** Sets the password of a returning applicant who may re-apply, proven by the code e-mailed to them. */
export function setPasswordWithCode(email: string, code: string, password: string): Promise<void> {
  const body: SetPasswordRequest = { email, code, password };
  return request('POST', '/api/public/apps/user', { body, auth: false });
}

/** A strong password the applicant never sees (spec 01 section 9: 40 characters, 32 plus 8). */
export function generateAccountPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  const body = Array.from(bytes.slice(0, 32), (b) => alphabet[b % alphabet.length]).join('');
  const tail = Array.from(bytes.slice(32), (b, i) => ['A', 'a', '7', '!'][i % 4] + alphabet[b % alphabet.length])
    .join('')
    .slice(0, 8);
  return body + tail;
}
