/**
 * 'Back to Home': the customer portal, which may be this site (a path) or another one (a URL);
 * this site's start when none is configured.
 */
export function goHome(homeUrl: string | undefined, navigate: (to: string) => void | Promise<void>): void {
  if (homeUrl && /^https?:\/\//.test(homeUrl)) window.location.assign(homeUrl);
  else void navigate(homeUrl || '/');
}
