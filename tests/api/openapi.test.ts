import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDraftSave } from '../../src/api/contract/order-drafts';
import { OrderProducts } from '../../src/api/contract/orders';
import { documentGaps, openapiPath, type OpenapiDocument, type RegisteredRoute } from '../../server/openapi/coverage';
import { routePath } from '../../src/api/contract/call';
import { allCalls } from '../../src/api/contract/calls';
import { refuseUndeclaredRoutes } from '../../server/http/declared-routes';
import { jsonSchema } from '../../server/openapi/document';
import { startGateway, type TestGateway } from './support/app';

/**
 * The OpenAPI document: every route the gateway registers under /api has a
 * described operation, read from Fastify's own route table (printRoutes), not from the catalogue
 * the document is built from; the page is served from our origin under the portal's CSP.
 */

/** Method and url of every route, from printRoutes' tree (each line's path continues its parent's). */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    const depth = node[1].length / 4;
    const url = (depth === 0 ? '' : paths[depth - 1]) + node[2];
    paths[depth] = url;
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The api's routes: /api, minus the documentation's own; HEAD is GET's twin Fastify adds. */
const isApiCall = ({ method, url }: RegisteredRoute) =>
  url.startsWith('/api/') && method !== 'HEAD' && url !== '/api/openapi.json' && !url.startsWith('/api/docs');

let gateway: TestGateway;
let document: OpenapiDocument & { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
let routes: RegisteredRoute[];

beforeAll(async () => {
  gateway = await startGateway();
  routes = registeredRoutes(gateway.app.printRoutes({ commonPrefix: false })).filter(isApiCall);
  const answer = await gateway.app.inject('/api/openapi.json');
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(() => gateway.close());

describe('the document', () => {
  it('is OpenAPI 3.1, served without a token', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/u);
  });

  it('describes every route the gateway registers under /api, and nothing else', () => {
    // The route table really was read: the spec's prefixes and the hardened calls.
    expect(routes.length).toBeGreaterThan(70);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/reports/cashier/points' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/pharmacy-cabinet-purchase-service/stu/v1/:type/purchase/' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/uaa/oauth/token' });
    expect(documentGaps(document, routes)).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map(({ method, url }) => `${method} ${openapiPath(url)}`).sort());
  });

  it('registers every declared call, each once, under its declared path', () => {
    const registered = routes.map(({ method, url }) => `${method} ${url}`);
    for (const call of allCalls)
      expect(
        registered.filter((route) => route === `${call.method} /api${routePath(call)}`),
        call.operationId,
      ).toHaveLength(1);
    const names = allCalls.map((call) => call.operationId);
    expect(new Set(names).size, 'operationId повторяется').toBe(names.length);
  });

  it('asks a bearer token on every call but the sign-in', () => {
    const token = document.paths['/api/uaa/oauth/token'].post;
    expect(token.security).toEqual([]);
    expect((token.requestBody as { content: object }).content).toHaveProperty(['application/x-www-form-urlencoded']);
    expect(document.paths['/api/reports/cashier/points'].get.security).toEqual([{ bearer: [] }]);
    expect((document as unknown as { components: { securitySchemes: object } }).components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it("an order's body is the contract's: positions required, 1 to 100 000 of them, each a product and a whole amount above 0", () => {
    const operation = document.paths['/api/pharmacy-cabinet-purchase-service/v1/puls/purchase'].post;
    const body = operation.requestBody as { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
    const schema = body.content['application/json'].schema;
    expect(schema).toEqual(jsonSchema(OrderProducts));
    expect(schema.required).toEqual(['productsList']);
    expect(schema.properties).toMatchObject({
      productsList: {
        type: 'array',
        minItems: 1,
        maxItems: 100_000,
        items: {
          required: ['promotionalProductId', 'orderAmount'],
          properties: { promotionalProductId: { type: 'integer' }, orderAmount: { type: 'integer', exclusiveMinimum: 0 } },
        },
      },
      orderType: { enum: ['mtx', 'pi', 'rg'] },
    });
  });

  it('declares the order drafts (our extension) with the body the gateway parses', () => {
    const operations = document.paths['/api/pharmacy-cabinet-purchase-service/v1/order-drafts/{screen}'];
    expect(Object.keys(operations).sort()).toEqual(['delete', 'get', 'put']);
    for (const operation of Object.values(operations)) expect(operation.summary).toMatch(/расширение/u);
    const body = operations.put.requestBody as { content: Record<string, { schema: unknown }> };
    expect(body.content['application/json'].schema).toEqual(jsonSchema(OrderDraftSave));
  });

  it('GET reports/cashier/points takes the quarter as the spec writes it', () => {
    const { parameters } = document.paths['/api/reports/cashier/points'].get as { parameters: Record<string, unknown>[] };
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'quarter', required: true }));
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'id', required: false }));
  });

  it('describes files as files: the rejected positions of a Пульс order are an xlsx', () => {
    const operation = document.paths['/api/pharmacy-cabinet-purchase-service/v1/puls/purchase/{orderId}/rejected.xlsx'].get;
    expect(Object.keys((operation.responses as Record<string, { content: object }>)['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('leaves the Russian 400s to the handlers: Fastify does not validate with the documented schemas', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/api/uaa/oauth/token',
      payload: 'grant_type=password&username=apteka1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toMatch(/[а-я]/u);
  });
});

describe('the check of the document', () => {
  it('a route registered without a call declaration stops the gateway at start, naming it', async () => {
    const app = Fastify({ logger: false });
    void app.register(
      async (api) => {
        refuseUndeclaredRoutes(api);
        api.post('/reports/newly-added/:id', async () => ({}));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      'Маршрут POST /api/reports/newly-added/:id зарегистрирован без объявления вызова (src/api/contract)',
    );
  });

  it('names a missing operation, an undeclared path parameter and a body on a GET', () => {
    const described = { operationId: 'a', summary: 'x', tags: ['t'], responses: { 200: { content: {} }, 400: { content: {} } } };
    expect(
      documentGaps({ paths: { '/api/a/{id}': { get: { ...described, requestBody: {} } } } }, [
        { method: 'GET', url: '/api/a/:id' },
        { method: 'POST', url: '/api/b' },
      ]),
    ).toEqual(['GET /api/a/:id: не описан параметр пути id', 'GET /api/a/:id: тело у GET', 'POST /api/b: нет операции']);
  });
});

describe('the page', () => {
  it('/api/docs answers 200 HTML whose scripts and styles come from our origin', async () => {
    const page = await gateway.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/u);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/gu)].map(([, link]) => link);
    expect(sources.length).toBeGreaterThan(2);
    for (const link of sources) {
      expect(link).toMatch(/^\/api\/docs\//u);
      expect((await gateway.app.inject(link)).statusCode, link).toBe(200);
    }
  });

  it('keeps the portal CSP: scripts only from our origin', async () => {
    const page = await gateway.app.inject('/api/docs/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // Styles too: only our files and the one <style> of Swagger UI's logo, by its hash.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
