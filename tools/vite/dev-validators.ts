/**
 * The precompiled validators (src/generated/graph-validators/*.cjs and form-validators/*.cjs) are CommonJS: the production build's
 * CommonJS support reads them, but Vite's dev server serves source files as ES modules, so in
 * development they are wrapped into one here.
 */
import type { Plugin } from 'vite';

const GENERATED = /[\\/]generated[\\/](graph-validators|form-validators)[\\/][^\\/]+\.cjs$/;

/** CommonJS code as an ES module whose default export is its `module.exports`; `require` reaches only imported modules. */
export function commonJsAsModule(code: string): string {
  const required = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
  const imports = required.map((name, i) => `import * as required${i} from ${JSON.stringify(name)};`).join('\n');
  const table = required.map((name, i) => `${JSON.stringify(name)}: asCommonJs(required${i})`).join(', ');
  // An interop namespace may hold the module's exports as its default, or be them.
  return `${imports}
const asCommonJs = (ns) => (ns.default && typeof ns.default === 'object' ? ns.default : { ...ns });
const module = { exports: {} };
const exports = module.exports;
const require = (name) => ({ ${table} })[name];
${code}
export default module.exports;`;
}

export function devValidators(): Plugin {
  return {
    name: 'dev-validators',
    apply: 'serve',
    transform(code, id) {
      return GENERATED.test(id) ? { code: commonJsAsModule(code), map: null } : undefined;
    },
  };
}
