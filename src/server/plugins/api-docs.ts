import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI description of every route (JSON at /api/docs/json) and Swagger UI at /api/docs.
 * Register before the routes so each is picked up. Shared schemas appear under their $id.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Loan journey portal API',
          description: 'Applicant accounts and applications of the small-business loan portal.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id.replace(/[^A-Za-z0-9._-]/g, '_') : `def-${index}`),
      },
    });
    // Swagger UI loads only its own files (no inline scripts, no eval), so the web app's policy
    // fits it as is; the validator badge is off because it would load an image from swagger.io.
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'api-docs', fastify: '5.x' },
);
