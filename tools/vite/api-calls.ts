/**
 * Which requests Vite's dev server hands to the API: `/api/...`, but not the app's own modules
 * under src/app/api/ (`/api/accounts.ts`), which share the prefix because the app is the root.
 */
export const API_CALLS = '^/api/(?!.*\\.tsx?($|\\?))';
