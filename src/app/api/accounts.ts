/** Account operations of the embedded identity provider. */
import { request } from './http';

export interface SessionGrant {
  accessToken: string;
  expiresAt: number;
  user: { id: string; email: string; firstName: string; lastName: string; passwordGenerated: boolean };
}

export function createUser(input: { email: string; password: string; firstName: string; lastName: string; passwordGenerated?: boolean }) {
  return request<{ id: string; email: string }>('POST', '/api/public/users', { body: input, auth: false });
}

export function logIn(email: string, password: string): Promise<SessionGrant> {
  return request('POST', '/api/auth/login', { body: { email, password }, auth: false });
}

export function renewSession(): Promise<SessionGrant> {
  return request('POST', '/api/auth/renew');
}

export function logOut(): Promise<void> {
  return request('POST', '/api/auth/logout');
}

export type ReapplicationEligibility = 'INELIGIBLE_TO_REAPPLY' | 'IN_PROGRESS' | 'ELIGIBLE_TO_REAPPLY';

/** The re-application check: mails the account's owner a code; the answer is the same for every e-mail. */
export function requestReapplicationCode(email: string) {
  return request<{ codeSent: true }>('POST', `/api/public/apps/reapplication/${encodeURIComponent(email)}`, { body: {}, auth: false });
}

/** The eligibility, told only with the code mailed to the account. */
export function checkReapplication(email: string, code: string) {
  return request<{ reapplicationEligibility: ReapplicationEligibility }>(
    'POST',
    `/api/public/apps/reapplication/${encodeURIComponent(email)}/eligibility`,
    { body: { code }, auth: false },
  );
}

/** Sets the password of a returning applicant who may re-apply, proven by the code e-mailed to them. */
export function setPasswordWithCode(email: string, code: string, password: string) {
  return request<unknown>('POST', '/api/public/apps/user', { body: { email, code, password }, auth: false });
}

/** A strong password the applicant never sees (spec 01 section 9: 40 characters, 32 plus 8). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  const body = Array.from(bytes.slice(0, 32), (b) => alphabet[b % alphabet.length]).join('');
  const tail = Array.from(bytes.slice(32), (b, i) => ['A', 'a', '7', '!'][i % 4] + alphabet[b % alphabet.length]).join('').slice(0, 8);
  return body + tail;
}
