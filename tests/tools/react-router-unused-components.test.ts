import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterUnusedComponents } from '../../tools/vite/react-router-unused-components';

// The production build's module: the one a build of the portal imports (tools/vite/react-router-production.ts).
const dist = path.resolve('node_modules/react-router/dist/production');

/** React Router's module that defines its components (the one with `var Form = React.forwardRef(`). */
function componentsModule(): { id: string; code: string } {
  for (const name of readdirSync(dist).filter((file) => /^chunk-.*\.mjs$/.test(file))) {
    const code = readFileSync(path.join(dist, name), 'utf8');
    if (/^var Form = React\w*\.forwardRef\(/m.test(code)) return { id: path.join(dist, name), code };
  }
  throw new Error('No React Router module defines Form: the plugin has nothing to do');
}

describe("the build's React Router transform", () => {
  const plugin = reactRouterUnusedComponents();
  const transform = plugin.transform as (code: string, id: string) => { code: string; map: null } | null;

  it('marks the forwardRef components pure and blanks their displayName lines, keeping every line', () => {
    const { id, code } = componentsModule();
    const out = transform(code, id)!.code;
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\w*\\.forwardRef\\(`, 'm'));
      expect(out).not.toMatch(new RegExp(`^${name}\\.displayName =`, 'm'));
    }
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    // The contexts keep their names.
    expect(out).toMatch(/^LocationContext\.displayName = "Location";$/m);
  });

  it('leaves every other module alone', () => {
    expect(transform('var Form = React.forwardRef(() => null);', '/app/src/form.tsx')).toBeNull();
  });
});

describe("the build's React Router transform, the declarative router's parts", () => {
  const plugin = reactRouterUnusedComponents();
  const transform = plugin.transform as (code: string, id: string) => { code: string; map: null } | null;
  const { id, code } = componentsModule();
  const out = transform(code, id)!.code;

  it("leaves <Link>'s prefetching out and throws when a link asks for it", () => {
    expect(out).not.toMatch(/= usePrefetchBehavior\(/);
    expect(out).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(out).toContain('if (prefetch !== "none") throw new Error(');
  });

  it("takes the data router's state as absent when rendering matches, and throws when one is given", () => {
    const start = out.indexOf('function _renderMatches(');
    const body = out.slice(start, out.indexOf('\n}\n', start));
    expect(body).not.toMatch(/\bdataRouterState\b/);
    expect(body).toContain('if (dataRouterOpts) throw new Error(');
    expect(out).not.toMatch(/^RenderErrorBoundary\.contextType = /m);
  });

  it('keeps every line, so the source map stays true', () => {
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails the build when React Router is in it but a rewrite found nothing to rewrite', () => {
    const checked = reactRouterUnusedComponents();
    (checked.transform as (code: string, id: string) => unknown)('var Link = React10.forwardRef(() => null);', id);
    const errors: string[] = [];
    const context = {
      getModuleIds: () => [id][Symbol.iterator](),
      error: (message: string) => errors.push(message),
    };
    (checked.buildEnd as unknown as (this: typeof context, error?: Error) => void).call(context);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the prefetch hook of <Link>');
    expect(errors[0]).toContain('the data router rendering');
  });
});
