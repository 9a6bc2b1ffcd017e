/** 'Back to Home': the customer portal, which may be this site (a path) or another one (a URL). */
export function goHome(homeUrl: string, navigate: (to: string) => void): void {
  if (/^https?:\/\//.test(homeUrl)) window.location.assign(homeUrl);
  else navigate(homeUrl || '/');
}
