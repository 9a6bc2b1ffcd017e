/**
 * React Router 7 names only its development build in its package's exports, for production builds
 * too (remix-run/react-router#12532, #14102): its warnings stay switched on, and their checks and
 * messages come with the first page. The package ships a production build beside it, the same
 * code with `ENABLE_DEV_WARNINGS = false`; a production build of the portal imports that one.
 * The development server and the tests keep the development build, and its warnings.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The package's entry points the portal reaches (react-router-dom re-exports both), by their file in each build. */
const ENTRIES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

export function reactRouterProduction(projectRoot: string): Plugin {
  const production = path.join(projectRoot, 'node_modules/react-router/dist/production');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const file of Object.values(ENTRIES)) {
        // A release that moves its production build fails the build instead of quietly shipping the development one.
        if (!existsSync(path.join(production, file))) this.error(`react-router-production: ${path.join(production, file)} is missing`);
      }
    },
    resolveId(source) {
      const file = ENTRIES[source];
      return file ? path.join(production, file) : null;
    },
  };
}
