import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The OpenAPI document, built from every route's schema, at GET /api/openapi.json, and a
 * browsable reference at /api/docs. Registered before the routes so it sees them all.
 */
export const swaggerPlugin = fp<{ productName: string }>(
  async (app, { productName }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${productName} API`,
          description:
            'Reference backend of the console: auth and accounts (/api/auth-service), warehouse ' +
            '(/api/warehouse), content (/api/content) and scan events (/api/events). Errors are ' +
            '`{error:{message, code, status}}`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKeyAuth: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Api-Key',
              description:
                "A project API key (`sfk_…`), created on the project's API keys page. It works only in its own " +
                'project, with its scopes, on the operations that list it; anything else answers 403 API_KEY_NOT_ACCEPTED.',
            },
          },
        },
        tags: [
          { name: 'auth-service', description: 'Sign-in, sessions, profile, projects' },
          { name: 'warehouse', description: 'Collections and tags (project_id header)' },
          { name: 'content', description: 'Result views and assets (project_id header)' },
          { name: 'events', description: 'Scan events' },
          { name: 'system', description: 'Health and documentation' },
        ],
      },
    });
    // The documentation is public: every route registered in this context opts out of authentication.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
      docs.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    });
  },
  { name: 'swagger' },
);
