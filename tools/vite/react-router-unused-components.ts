/**
 * Lets the build leave out the parts of React Router the portal never reaches: it renders its
 * routes with `<BrowserRouter>` and `<Routes>` (the declarative router, design decision 50) and
 * plain `<Link>`s.
 *
 * - `<Form>` and `<NavLink>`: React Router's module makes its components with
 *   `React.forwardRef(...)` and then sets their `displayName`, statements the bundler must keep as
 *   side effects, and with them the form submission and view transition code they call. This marks
 *   those calls pure and drops the `displayName` line of each, so a component no import reaches
 *   falls out of the bundle; one that is imported keeps working as before, without its name in
 *   React's developer tools.
 * - `<Link prefetch>`: every `<Link>` calls the prefetch hook and may render `<PrefetchPageLinks>`,
 *   which reads the framework's route manifest (the portal is not a React Router framework app, so
 *   there is nothing to prefetch). A `<Link>` here never prefetches; one given a `prefetch` other
 *   than `"none"` throws, so the option cannot be used unnoticed.
 * - The data router's rendering: `_renderMatches` wraps routes in error boundaries and hydration
 *   fallbacks only for a data router's state (`createBrowserRouter` with `<RouterProvider>`); the
 *   declarative router passes none. That state is taken as absent, so the error boundary, the
 *   default error page and the server components' redirect handler fall out; a data router's
 *   rendering throws instead.
 *
 * Every rewrite matches React Router's text exactly; a release that changes any of them fails the
 * build (see `buildEnd`). Lines are blanked or rewritten, never removed, so the module's source map
 * stays true.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/;
const FORWARD_REF = /^var (\w+) = (React\w*)\.forwardRef\(/gm;

const DECLARATIVE_ONLY = 'this build of the portal leaves out React Router';

/** Exact rewrites of React Router's components module, by what they leave out. */
const REWRITES: { name: string; from: string; to: string }[] = [
  {
    name: 'the prefetch hook of <Link>',
    from: `    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );`,
    to: `    if (prefetch !== "none") throw new Error("<Link prefetch>: ${DECLARATIVE_ONLY}'s prefetching");
    let prefetchRef = void 0, prefetchHandlers = void 0;`,
  },
  {
    name: 'the prefetch links of <Link>',
    from: `    return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;`,
    to: `    return link;`,
  },
  {
    name: "the error boundary's static context type",
    from: `RenderErrorBoundary.contextType = RSCRouterContext;`,
    to: ``,
  },
];

/** The data router's state in `_renderMatches`: declared from its options, then read throughout. */
const RENDER_MATCHES = 'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {';
const DATA_ROUTER_STATE = '  let dataRouterState = dataRouterOpts?.state;';

/** Replaces `from` once, keeping the line count; undefined when `from` is not there exactly once. */
function rewrite(code: string, from: string, to: string): string | undefined {
  const at = code.indexOf(from);
  if (at < 0 || code.indexOf(from, at + 1) >= 0) return undefined;
  const missing = from.split('\n').length - to.split('\n').length;
  if (missing < 0) throw new Error('react-router-unused-components: a rewrite may not add lines');
  return code.slice(0, at) + to + '\n'.repeat(missing) + code.slice(at + from.length);
}

/** `_renderMatches` with the data router's state taken as absent; undefined when it is not as expected. */
function declarativeRenderMatches(code: string): string | undefined {
  const start = code.indexOf(RENDER_MATCHES);
  if (start < 0) return undefined;
  const end = code.indexOf('\n}\n', start);
  const body = code.slice(start, end);
  if (!body.includes(DATA_ROUTER_STATE)) return undefined;
  const [head, tail] = body.split(DATA_ROUTER_STATE);
  const reads = tail.match(/\bdataRouterState\b/g)?.length ?? 0;
  if (reads < 10) return undefined;
  const declarative =
    head +
    `  if (dataRouterOpts) throw new Error("A data router: ${DECLARATIVE_ONLY}'s data router rendering");` +
    tail.replace(/\bdataRouterState\b/g, '(void 0)');
  return code.slice(0, start) + declarative + code.slice(end);
}

export function reactRouterUnusedComponents(): Plugin {
  let marked = 0;
  const rewritten = new Set<string>();
  return {
    name: 'react-router-unused-components',
    apply: 'build',
    // A watching build runs again: what one build found says nothing of the next.
    buildStart() {
      marked = 0;
      rewritten.clear();
    },
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      const names = [...code.matchAll(FORWARD_REF)].map((match) => match[1]);
      if (names.length === 0) return null;
      marked += names.length;
      let out = code.replace(FORWARD_REF, 'var $1 = /* @__PURE__ */ $2.forwardRef(');
      for (const name of names) out = out.replace(new RegExp(`^${name}\\.displayName = "\\w+";$`, 'm'), '');
      for (const { name, from, to } of REWRITES) {
        const next = rewrite(out, from, to);
        if (next !== undefined) {
          out = next;
          rewritten.add(name);
        }
      }
      const declarative = declarativeRenderMatches(out);
      if (declarative !== undefined) {
        out = declarative;
        rewritten.add('the data router rendering');
      }
      return { code: out, map: null };
    },
    // A React Router release that renames its files or writes its code otherwise would quietly
    // bring back what this leaves out: a build that has React Router and missed a rewrite says so.
    buildEnd(error) {
      if (error) return;
      if (![...this.getModuleIds()].some((id) => /[\\/]react-router[\\/]dist[\\/]/.test(id))) return;
      const missed = [
        ...(marked > 0 ? [] : ['its forwardRef components']),
        ...[...REWRITES.map(({ name }) => name), 'the data router rendering'].filter((name) => !rewritten.has(name)),
      ];
      if (missed.length > 0) {
        this.error(
          `react-router-unused-components: React Router is in the build but ${missed.join(', ')} ${missed.length > 1 ? 'were' : 'was'} not found; update tools/vite/react-router-unused-components.ts for this release`,
        );
      }
    },
  };
}
