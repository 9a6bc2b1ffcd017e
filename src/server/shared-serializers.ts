/**
 * Response serialisers compiled once per schema for the whole instance, not once per route and
 * status. Most routes answer their refusals with the same `$ref` to the error body, a union by
 * code, and fast-json-stringify compiles a union's branch checks for every serialiser it builds:
 * without this an instance paid that compile (hundreds of milliseconds on a busy machine) for
 * each route and status the first time it refused something. Fastify asks the factory again for
 * each route, so the cache lives outside it; every route of the portal sees the same shared
 * schemas (plugins/shared-schemas.ts registers them at the root).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

export function sharedSerializers(): SerializerFactory {
  const select = SerializerSelector();
  const compiled = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = select(externalSchemas, options);
    return (route) => {
      // The route's schema decides the serialiser; its method, url and status do not.
      const key = JSON.stringify(route.schema);
      let serialise = compiled.get(key);
      if (!serialise) {
        serialise = compile(route);
        compiled.set(key, serialise);
      }
      return serialise;
    };
  };
}
