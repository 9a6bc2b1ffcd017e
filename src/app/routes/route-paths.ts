/** URLs of the web app, in one place. */
export const productRoot = (product: string) => `/${product}`;
export const stepUrl = (product: string, route: string) => `/${product}/${route}`;
export const loginPath = (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
