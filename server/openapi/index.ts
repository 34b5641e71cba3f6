import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../src/api/contract/calls';
import { apiRoot } from '../http/route';
import { openapiDocument } from './document';

/**
 * The one <style> element Swagger UI writes: inside the SVG logo of its top bar. Allowed by its
 * hash on the /api/docs pages only (the portal's CSP has no 'unsafe-inline'); a Swagger UI that
 * writes another shows up as a violation in tests/e2e/security-headers.spec.ts.
 */
const SWAGGER_UI_STYLES = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** Where the document and its page are served. */
export const openapiPaths = { document: `${apiRoot}/openapi.json`, page: `${apiRoot}/docs` } as const;

/**
 * The OpenAPI 3.1 document of every declared call (server/openapi/document.ts) and its readable
 * page. The document is built from the declarations alone (swagger's static mode), not from the
 * routes Fastify happens to hold: that they agree is checked at start (every /api route comes from
 * a declaration) and by tests/api/openapi.test.ts (every declaration is registered). Public and
 * outside the api's flood brake: it holds nothing a stranger could not read in the portal's code.
 */
export default async function openapi(app: FastifyInstance) {
  await app.register(swagger, { mode: 'static', specification: { document: openapiDocument(allCalls) as never } });

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLES}`));
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
