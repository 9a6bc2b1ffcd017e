/**
 * The web app's URLs, in one place: every product's steps live under its own root, so a screen
 * or the shell asks here rather than writing a product's path by hand.
 */
export const productRoot = (product: string) => `/${product}`;
export const stepUrl = (product: string, route: string) => `/${product}/${route}`;
export const loginPath = (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
/** The sign-out route, which ends the session and then opens `next`. */
export const logoutPath = (next: string) => `/logout?${new URLSearchParams({ next })}`;
