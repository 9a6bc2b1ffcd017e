/**
 * jsonpath-plus as the web app's build gives it to the engine (tools/vite/json-path-on-demand.ts):
 * the paths rule records name nearly always (members, indices, wildcards) are evaluated by the
 * engine's own walker, which agrees with the library (src/engine/rules/simple-json-path.ts); the
 * library itself (7 KiB compressed, most of it its expression evaluator) is fetched only with
 * rule records that name a path of more syntax, and with the operations console. The server
 * and the tools run the library itself.
 */
import type { JSONPath as LibraryJSONPath, JSONPathOptions } from 'jsonpath-plus';
import { simpleMatches, simplePathSteps } from '../../engine/rules/simple-json-path';

interface JsonPathOptions {
  path: string;
  json: unknown;
  resultType?: string;
  wrap?: boolean;
  eval?: 'safe';
}

let library: typeof LibraryJSONPath | undefined;

export function JSONPath(options: JsonPathOptions): unknown[] {
  const steps = simplePathSteps(options.path);
  // The walker answers as the engine asks (match-paths.ts): a list of pointers or of values; any other ask goes to the library.
  if (steps && options.wrap === true && (options.resultType === 'pointer' || options.resultType === 'value')) {
    const matches = simpleMatches(steps, options.json);
    return matches.map((match) => (options.resultType === 'pointer' ? match.pointer : match.value));
  }
  if (!library) throw new Error(`${options.path} needs the JSONPath library, which had not been fetched (loadJsonPathFor)`);
  return library<unknown[]>(options as JSONPathOptions);
}

/** Fetches the library once; settled at once when here. */
export async function loadJsonPath(): Promise<void> {
  library ??= (await import('jsonpath-plus-original')).JSONPath;
}

/** Fetches the library when one of `paths` needs more than the engine's own walker. */
export async function loadJsonPathFor(paths: Iterable<string>): Promise<void> {
  for (const path of paths) if (!simplePathSteps(path)) return loadJsonPath();
}
