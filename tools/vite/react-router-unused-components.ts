/**
 * Lets the build leave out React Router's `<Form>` and `<NavLink>`, which the portal never renders.
 * React Router's module makes them with `React.forwardRef(...)` and then sets their `displayName`,
 * statements the bundler must keep as side effects, and with them the form submission and view
 * transition code they call (about 1.5 KiB of the first page, compressed). This marks those calls
 * pure and drops the `displayName` line of each, so a component no import reaches falls out of the
 * bundle; one that is imported keeps working as before, without its name in React's developer
 * tools. Lines are blanked, never removed, so the module's source map stays true.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/;
const FORWARD_REF = /^var (\w+) = (React\w*)\.forwardRef\(/gm;

export function reactRouterUnusedComponents(): Plugin {
  let marked = 0;
  return {
    name: 'react-router-unused-components',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      const names = [...code.matchAll(FORWARD_REF)].map((match) => match[1]);
      if (names.length === 0) return null;
      marked += names.length;
      let out = code.replace(FORWARD_REF, 'var $1 = /* @__PURE__ */ $2.forwardRef(');
      for (const name of names) out = out.replace(new RegExp(`^${name}\\.displayName = "\\w+";$`, 'm'), '');
      return { code: out, map: null };
    },
    // A React Router release that renames its files or writes its components otherwise would
    // quietly bring them back: a build that has React Router and marked nothing says so.
    buildEnd(error) {
      if (error || marked > 0) return;
      if ([...this.getModuleIds()].some((id) => /[\\/]react-router[\\/]dist[\\/]/.test(id))) {
        this.error(
          'react-router-unused-components: React Router is in the build but none of its forwardRef components was found; update tools/vite/react-router-unused-components.ts for this release',
        );
      }
    },
  };
}
