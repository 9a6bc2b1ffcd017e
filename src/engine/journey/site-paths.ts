/**
 * The web app's URLs, in one place: every product's steps live under its own root, so a screen
 * or the shell asks here rather than writing a product's path by hand.
 */
export const productRoot = (product: string) => `/${product}`;
export const stepUrl = (product: string, route: string) => `/${product}/${route}`;
/** The product a path would be under: its first segment (it names a product only if one has it). */
export const productInPath = (pathname: string) => pathname.split('/')[1] ?? '';
export const loginPath = (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
/** The borrower's loan documents (an account page, not a product's step): the application's, or the latest one's. */
export const loanDocumentsPath = (applicationId?: string) =>
  applicationId ? `/account/documents?${new URLSearchParams({ application: applicationId })}` : '/account/documents';
/** The sign-out route, which ends the session and then opens `next`. */
export const logoutPath = (next: string) => `/logout?${new URLSearchParams({ next })}`;
/**
 * The auth callback's paths (spec 02 section 2): `/access_token=...`, an implicit-grant fragment as
 * a path. The server serves the web app for them, and never logs or echoes what follows.
 */
export const AUTH_CALLBACK_PREFIX = '/access_token=';
