/**
 * Chakra's global stylesheet, written at build time instead of on every visit (design decision 97).
 * `createSystem` computes the reset (preflight), the theme's global CSS and the CSS variables of
 * every token as soon as it is called, and `<ChakraProvider>` hands all of it to Emotion, which
 * serialises it and inserts it on the first render: some 50 KiB of CSS and, on a phone at 4x CPU,
 * half a second of main-thread work before the first field shows. The styles never change at
 * runtime: they are a function of the theme. So the build computes them once in Node, from the
 * same `system` (the theme module, loaded through Vite), serialises them with Emotion's own
 * serialiser and stylis plugins so the rules are those Emotion would insert, and puts them first in
 * the stylesheet the start-up entry already links (no extra request; the cascade layers' order
 * statement comes first, as Chakra's provider inserts it first). In the bundle, Chakra's system
 * computes those styles only if asked (`_global` becomes a lazy getter) and its provider no longer
 * inserts them. The development server is untouched: there Chakra inserts them as before.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const PROVIDER_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]provider\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY_GLOBAL = 'let _global;';
const RETURNED_GLOBAL = /^(\s*)_global,$/m;
const PROVIDER_GLOBAL = /^\s*\/\* @__PURE__ \*\/ jsx\(Global, \{ styles: sys\._global \}\),$/m;

/** The parts of Chakra's system the stylesheet is made of. */
export interface ChakraGlobalSystem {
  _config: { disableLayers?: boolean };
  layers: { atRule: unknown };
  getPreflightCss(): unknown;
  getGlobalCss(): unknown;
  getTokenCss(): unknown;
}

interface EmotionCache {
  insert(selector: string, serialized: ReturnType<typeof serializeStyles>, sheet: { insert(rule: string): void }, shouldCache: boolean): void;
}

/**
 * The rules `<ChakraProvider value={system}>` inserts through Emotion's `<Global>`s, in order:
 * the layers' order statement (unless the system has no layers), then preflight, global CSS and
 * tokens. Emotion's browser cache does the serialising: its stylis pipeline (prefixer included)
 * is the one the browser would have run.
 */
export async function chakraGlobalCss(system: ChakraGlobalSystem): Promise<string> {
  const require = createRequire(import.meta.url);
  const cacheFile = path.join(path.dirname(require.resolve('@emotion/cache/package.json')), 'dist/emotion-cache.browser.esm.js');
  const { default: createCache } = (await import(pathToFileURL(cacheFile).href)) as { default: (options: object) => EmotionCache };
  // The browser cache looks for server-rendered styles in the document when it is made: there are none.
  const scope = globalThis as { document?: unknown };
  const hadDocument = 'document' in scope;
  const previous = scope.document;
  scope.document = { querySelectorAll: () => [] };
  let cache: EmotionCache;
  try {
    cache = createCache({ key: 'css', container: {} });
  } finally {
    if (hadDocument) scope.document = previous;
    else delete scope.document;
  }
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) };
  const globals = [...(system._config.disableLayers ? [] : [system.layers.atRule]), [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]];
  for (const styles of globals) {
    const serialized = serializeStyles([styles as never]);
    if (serialized.next)
      throw new Error('chakra-global-css: the global styles name keyframes, which Emotion would insert apart; the build does not handle them');
    cache.insert('', serialized, sheet, false);
  }
  return rules.join('\n') + '\n';
}

/** Makes Chakra's system compute its global styles only when read, and its provider not read them. */
export function transformChakraModule(code: string, id: string): string | null {
  if (SYSTEM_MODULE.test(id)) {
    if (!code.includes(EAGER_GLOBAL) || !RETURNED_GLOBAL.test(code)) return null;
    return code
      .replace(EAGER_GLOBAL, LAZY_GLOBAL)
      .replace(RETURNED_GLOBAL, '$1get _global() {$1  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];$1},');
  }
  if (PROVIDER_MODULE.test(id)) {
    if (!PROVIDER_GLOBAL.test(code)) return null;
    // The line is blanked, not removed, so the module's source map stays true.
    return code.replace(PROVIDER_GLOBAL, '');
  }
  return null;
}

/**
 * `theme`: the module exporting the Chakra `system`; `stylesheet`: the CSS file the start-up
 * entry imports, which the rules are put in front of. Both relative to Vite's root.
 */
export function chakraGlobalStylesheet(options: { theme: string; stylesheet: string }): Plugin {
  let root = '';
  let stylesheet = '';
  let css: Promise<string> | undefined;
  const transformed = new Set<string>();
  return {
    name: 'chakra-global-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      stylesheet = path.resolve(root, options.stylesheet);
    },
    buildStart() {
      transformed.clear();
      css = runnerImport<{ system: ChakraGlobalSystem }>(path.resolve(root, options.theme), { configFile: false, root, logLevel: 'error' }).then(({ module }) =>
        chakraGlobalCss(module.system),
      );
      // Awaited where used; a failure here must not go unhandled before then.
      css.catch(() => undefined);
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file === stylesheet) return { code: (await css!) + code, map: null };
      const out = transformChakraModule(code, file);
      if (out === null) return null;
      transformed.add(SYSTEM_MODULE.test(file) ? 'system' : 'provider');
      return { code: out, map: null };
    },
    // A Chakra release that writes these modules otherwise would bring back the runtime work, and
    // its provider would insert the styles a second time: a build with Chakra that changed neither says so.
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const chakra = ids.some((id) => SYSTEM_MODULE.test(id) || PROVIDER_MODULE.test(id));
      if (chakra && transformed.size < 2) {
        this.error(
          `chakra-global-css: Chakra's ${transformed.has('system') ? 'provider' : 'system'} module was not transformed; update tools/vite/chakra-global-css.ts for this release`,
        );
      }
      if (chakra && !ids.some((id) => id.split('?')[0] === stylesheet)) {
        this.error(`chakra-global-css: the build does not import ${options.stylesheet}, which was to carry Chakra's global styles`);
      }
    },
  };
}
