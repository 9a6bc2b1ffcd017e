/**
 * The last touches @fastify/swagger leaves to the portal, made once when the description is
 * first asked for. Clients are generated from it, so what it names must stay stable:
 * - a path has no trailing slash: a route `/` of a prefixed plugin answers at `/prefix` and at
 *   `/prefix/` alike, and the description names the first;
 * - every operation has an operationId: the route's own (`schema.operationId`) or else one
 *   formed from its method and path, e.g. `GET /api/apps/{id}/docs` is `getAppsByIdDocs`;
 * - a component no operation reaches (a params or querystring schema, which the description
 *   spells out as parameters instead) is left out.
 */

type JsonObject = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const SCHEMA_REF = '#/components/schemas/';

export function finishDocument<T extends object>(document: T): T {
  const doc = document as JsonObject;
  const paths: Record<string, JsonObject> = {};
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, JsonObject>)) {
    const name = path.length > 1 ? path.replace(/\/+$/, '') : path;
    paths[name] = { ...paths[name], ...item };
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = operation as JsonObject;
      op.operationId ??= operationIdFor(method, path);
    }
  }
  doc.paths = paths;
  dropUnreachableSchemas(doc);
  return document;
}

/** `post` and `/api/apps/{id}/workflow/getNotifications`: `postAppsByIdWorkflowGetNotifications`. */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.flatMap((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment);
    return parameter ? ['by', ...wordsOf(parameter[1])] : wordsOf(segment);
  });
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

/** `manual-upload-consent` and `settings.json` in words; a camelCase name keeps its humps. */
const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);

function dropUnreachableSchemas(doc: JsonObject): void {
  const components = doc.components as JsonObject | undefined;
  const schemas = components?.schemas as Record<string, unknown> | undefined;
  if (!schemas) return;
  const reached = new Set<string>();
  const pending: unknown[] = [doc.paths];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
          const name = decodeURIComponent(inner.slice(SCHEMA_REF.length).split('/')[0].replace(/~1/g, '/').replace(/~0/g, '~'));
          if (!reached.has(name)) {
            reached.add(name);
            pending.push(schemas[name]);
          }
        } else pending.push(inner);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}
