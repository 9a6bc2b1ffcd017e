/**
 * The page an applicant first arrived on in this tab (a partner's link with its campaign
 * parameters, say): the application created later records it (`_extension.landingPageUrl`).
 */
const KEY = 'portal.landingPage';
const MAX_LENGTH = 500;

export function rememberLandingPage(href = window.location.href, store: Storage = window.sessionStorage): void {
  try {
    if (!store.getItem(KEY)) store.setItem(KEY, href.slice(0, MAX_LENGTH));
  } catch {
    // Storage refused (private mode): the application is created without it.
  }
}

export function landingPage(store: Storage = window.sessionStorage): string | undefined {
  try {
    const href = store.getItem(KEY);
    return href && /^https?:\/\//.test(href) ? href : undefined;
  } catch {
    return undefined;
  }
}
