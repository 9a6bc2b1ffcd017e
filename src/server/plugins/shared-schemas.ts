import fp from 'fastify-plugin';
import { sharedSchemas } from '../schemas/index';

/** Registers every shared JSON Schema once; routes reference them with `$ref: '<$id>#'`. */
export default fp(
  async (app) => {
    for (const schema of sharedSchemas) app.addSchema(schema);
  },
  { name: 'shared-schemas', fastify: '5.x' },
);
