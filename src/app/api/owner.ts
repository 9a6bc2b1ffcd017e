/**
 * The additional owner's calls (`/api/owner`), each with the owner's own token: never the
 * applicant's session, which an owner does not have. The token lives in this tab's session
 * storage, so closing the tab signs the owner out; a new link signs them in again.
 */
import type { SigningLink } from '../../engine/contract/checkout.contract';
import type { OwnerDetailsRequest, OwnerDocument, OwnerPart, OwnerSession } from '../../engine/contract/owners.contract';
import { request } from './http';

const STORAGE_KEY = 'portal.ownerSession';

export function storedOwnerSession(): OwnerSession | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as OwnerSession | null;
    return stored && stored.expiresAt > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

export function forgetOwnerSession(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

export async function signInWithOwnerLink(link: string): Promise<OwnerSession> {
  return keepOwnerSession(await request<OwnerSession>('POST', '/api/owner/sign-in', { body: { link }, auth: false }));
}

/** Keeps a session this tab was given (by a link, or handed over by the identity provider's return). */
export function keepOwnerSession(session: OwnerSession): OwnerSession {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** Where the owner's sign-in through the lender's identity provider starts (settings `signIn.external`). */
/** `askAgain` after a refusal: the provider shows its sign-in again, so the owner can choose another account. */
export const ownerProviderSignInUrl = (product: string, askAgain = false) =>
  `/api/owner/oidc/start?${new URLSearchParams({ product, ...(askAgain ? { again: '1' } : {}) })}`;

export function askForOwnerLink(email: string, product: string): Promise<void> {
  return request('POST', '/api/owner/new-link', { body: { email, product }, auth: false });
}

export const getOwnerPart = (token: string) => request<OwnerPart>('GET', '/api/owner', { token });

export const confirmOwnerDetails = (token: string, body: OwnerDetailsRequest) => request<OwnerPart>('PUT', '/api/owner/details', { token, body });

export const ownerSigningLink = (token: string) => request<SigningLink>('POST', '/api/owner/signing', { token });

export async function uploadOwnerDocument(token: string, file: File): Promise<OwnerDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/owner/documents', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw Object.assign(new Error(`Upload refused (${response.status})`), { body });
  return body as OwnerDocument;
}

/** Saves the signed agreement, fetched with the owner's token. */
export async function saveOwnerSignedAgreement(token: string, fileName: string): Promise<void> {
  const response = await fetch('/api/owner/signed-agreement', { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The download answered HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
