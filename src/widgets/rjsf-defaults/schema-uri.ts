/**
 * The URI resolution RJSF's utilities import from fast-uri (`resolve` and `equal`), done by the
 * browser's own URL parser, as the web app's build gives it to them (tools/vite/rjsf-stand-ins.ts):
 * fast-uri would add 6 KiB brotli to the first page for code its forms never run. RJSF resolves a
 * schema's `$ref` against its `$id` and compares `$id`s; a step's schema reaches its form with
 * neither, its references inlined when the journey is compiled (src/engine/journey/resolve-refs.ts).
 * A reference within the document (`#/$defs/name`) and an absolute URI resolve as fast-uri resolves
 * them; a relative reference against a base that is not an absolute URI, which only a schema
 * written by hand could ask for, fails by name instead of resolving to something else.
 */

/** The base without its fragment, followed by the reference's fragment. */
function withinDocument(base: string, ref: string): string {
  const hash = base.indexOf('#');
  return (hash === -1 ? base : base.slice(0, hash)) + ref;
}

function absolute(uri: string): URL | undefined {
  return URL.canParse(uri) ? new URL(uri) : undefined;
}

export function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return withinDocument(base, ref);
  const own = absolute(ref);
  if (own) return own.href;
  if (absolute(base) && URL.canParse(ref, base)) return new URL(ref, base).href;
  throw new Error(`A form's schema refers to "${ref}" from "${base}", which is not an absolute URI: inline the reference when the journey is compiled`);
}

/** Two URIs name the same resource: the same once the parser has normalised them (scheme and host case, default port, dot segments). */
export function equal(a: string, b: string): boolean {
  return (absolute(a)?.href ?? a) === (absolute(b)?.href ?? b);
}

export default { resolve, equal };
