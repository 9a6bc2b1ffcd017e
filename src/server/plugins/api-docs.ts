import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { securitySchemes } from '../routes/route-access';
import { finishDocument } from './openapi-document';

/**
 * OpenAPI description of every route (JSON at /api/docs/json) and Swagger UI at /api/docs.
 * Register before the routes so each is picked up. Shared schemas appear under their $id.
 * OpenAPI 3.1, whose schemas are JSON Schema: the contract's schemas (propertyNames, const,
 * null types) go in as the server validates with them. Each route states its security where
 * its subtree is guarded (routes/route-access.ts); openapi-document.ts adds the operationIds.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Loan journey portal API',
          description: 'Applicant accounts and applications of the small-business loan portal.',
          version: '0.1.0',
        },
        servers: [{ url: app.config.publicUrl, description: 'This portal (PUBLIC_URL)' }],
        components: { securitySchemes },
      },
      transformObject: (described) => ('openapiObject' in described ? finishDocument(described.openapiObject) : described.swaggerObject),
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id.replace(/[^A-Za-z0-9._-]/g, '_') : `def-${index}`),
      },
    });
    // Swagger UI loads only its own files (no inline scripts, no eval), so the web app's policy
    // fits it as is; the validator badge is off because it would load an image from swagger.io.
    // 'Try it out' calls the first server: the origin the page was read from comes first when it is
    // not PUBLIC_URL (a portal reached by another name), or the policy's connect-src 'self' refuses it.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      transformSpecification: (document, request) => {
        const here = `${request.protocol}://${request.host}`;
        const servers = (document.servers ?? []) as { url: string }[];
        return servers.some((server) => server.url === here)
          ? document
          : { ...document, servers: [{ url: here, description: 'Where this description was read from' }, ...servers] };
      },
    });
  },
  { name: 'api-docs', dependencies: ['config'], fastify: '5.x' },
);
