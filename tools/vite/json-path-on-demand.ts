/**
 * Points the engine's jsonpath-plus import at src/app/lazy/json-path-on-demand.ts in the web
 * app's build, which fetches the library only for rule records whose paths need it. The server,
 * the tools and the tests run the library itself; a test of the on-demand module reaches the
 * library by the second name.
 */
import path from 'node:path';
import type { Alias } from 'vite';

export function jsonPathOnDemand(projectRoot: string): Alias[] {
  return [{ find: /^jsonpath-plus$/, replacement: path.join(projectRoot, 'src/app/lazy/json-path-on-demand.ts') }, jsonPathOriginal(projectRoot)];
}

/** The library by the name the on-demand module imports it. */
export function jsonPathOriginal(projectRoot: string): Alias {
  return { find: /^jsonpath-plus-original$/, replacement: path.join(projectRoot, 'node_modules/jsonpath-plus/dist/index-browser-esm.js') };
}
