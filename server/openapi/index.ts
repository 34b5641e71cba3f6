import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiPrefix, operationOf } from './catalogue';
import { swaggerSchema } from './operation';
import { tagDescriptions, tags } from './tags';

/**
 * The one <style> element Swagger UI writes: inside the SVG logo of its top bar. Allowed by its
 * hash on the /api/docs pages only (the portal's CSP has no 'unsafe-inline'); a Swagger UI that
 * writes another shows up as a violation in tests/e2e/security-headers.spec.ts.
 */
const SWAGGER_UI_STYLES = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** Where the document and its page are served. */
export const openapiPaths = { document: `${apiPrefix}/openapi.json`, page: `${apiPrefix}/docs` } as const;

const description = [
  'Вызовы шлюза партнёрского портала аптек, как их описывает общий с порталом контракт (valibot).',
  'Все вызовы, кроме входа, требуют заголовок `Authorization: Bearer <токен доступа>`.',
  'Любая ошибка — JSON `{ "message": "…" }` с текстом по-русски для пользователя (вход отвечает по OAuth: `error`, `error_description`).',
].join('\n\n');

/**
 * The OpenAPI 3.1 document of every api route and its readable page. Registered before the api so
 * swagger's onRoute hook sees every route; a route's schema comes from the catalogue through
 * swagger's `transform` only, so Fastify neither validates nor serialises with it (the handlers'
 * parseInput keeps the Russian 400s, and answers are sent as the handlers build them). Public and
 * outside the api's flood brake: it holds nothing a stranger could not read in the portal's code.
 */
export default async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Партнёрский портал аптек — API шлюза', version: '1.0.0', description },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: Object.values(tags).map((name) => ({ name, ...(tagDescriptions[name] && { description: tagDescriptions[name] }) })),
    },
    transform: ({ schema, url, route }) => {
      // The portal's pages, the redirect from / and the documentation itself are not api calls.
      if (!url.startsWith(`${apiPrefix}/`) || url === openapiPaths.document || url.startsWith(openapiPaths.page)) {
        return { schema: { ...schema, hide: true }, url };
      }
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const operation = operationOf(method, url);
      // A route nobody described stays in the document bare (no summary): the openapi test fails on it.
      return { schema: operation ? swaggerSchema(operation) : (schema ?? {}), url };
    },
  });

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLES}`));
    });
    await docs.register(swaggerUi, {
      routePrefix: openapiPaths.page,
      // Served from our own origin under the portal's CSP; no call to swagger.io's validator.
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
      theme: { title: 'API шлюза — партнёрский портал аптек' },
    });
  });

  app.get(openapiPaths.document, { schema: { hide: true } }, async () => app.swagger());
}
// Not encapsulated: swagger's onRoute hook must see the routes of the plugins registered beside it.
Object.assign(openapi, { [Symbol.for('skip-override')]: true });
