import { describe, expect, it } from 'vitest';
import { commonCalls } from '../../src/api/contract/initiatives-list';
import { orderCalls } from '../../src/api/contract/orders';
import { createHttp, ExtensionAbsent, isExtensionAbsent, type ApiError } from '../../src/api/shared/http';
import { typesOfInitiatives } from '../../src/domain/orders/purchase/types-from-initiatives';

/**
 * The http client on a back end without our extensions: an extension call that answers
 * "no such call" is absent for the session and not asked again; a 404 with a message of its own is
 * a missing record; a spec call that refused our fields is sent again, and from then on, without them.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function backEnd(answer: (url: URL, body: unknown) => Response) {
  const asked: { path: string; body: unknown }[] = [];
  const storage = new Map([['token', 'a.b.c']]);
  const http = createHttp({
    config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
    locks: null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      asked.push({ path: url.pathname + url.search, body });
      return answer(url, body);
    },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  });
  return { http, asked };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('our extension calls on a back end without them', () => {
  it.each([
    ['a 404 without a message (a framework default)', () => json(404, { error: 'Not Found', status: 404 })],
    ['our gateway’s «Такого метода нет»', () => json(404, { message: 'Такого метода нет' })],
    ['501', () => json(501, { message: 'Not Implemented' })],
  ])('%s: absent for the session, told once, never asked again', async (_name, answer) => {
    const { http, asked } = backEnd(answer);
    const told: string[] = [];
    http.onExtensionAbsent((operationId) => told.push(operationId));
    const first = await failure(http.request(commonCalls.pharmacyFeedback, { query: {} }));
    const second = await failure(http.request(commonCalls.pharmacyFeedback, { query: {} }));
    expect(isExtensionAbsent(first) && isExtensionAbsent(second)).toBe(true);
    expect(asked).toHaveLength(1);
    expect(told).toEqual(['pharmacyFeedback']);
  });

  it('a 404 with a message of its own is a missing record, shown as such, and asked again next time', async () => {
    const { http, asked } = backEnd(() => json(404, { message: 'Аптека не найдена' }));
    const error = await failure(http.request(commonCalls.pharmacyFeedback, { query: { pharmacyId: 99 } }));
    expect(error).not.toBeInstanceOf(ExtensionAbsent);
    expect(error?.message).toBe('Аптека не найдена');
    await failure(http.request(commonCalls.pharmacyFeedback, { query: { pharmacyId: 99 } }));
    expect(asked).toHaveLength(2);
  });
});

describe('a spec call that refuses our fields', () => {
  it('is sent again without them, and from then on only without them', async () => {
    const { http, asked } = backEnd((_url, body) =>
      (body as Record<string, unknown>).orderKind === undefined
        ? json(200, { orderId: '7', rejected: [] })
        : json(404, { message: 'Такого метода нет' }),
    );
    const order = {
      productsList: [{ promotionalProductId: 1, orderAmount: 2 }],
      orderType: 'pi' as const,
      orderKind: 'recommended' as const,
    };
    expect((await http.request(orderCalls.sendToPuls, { body: order })).orderId).toBe('7');
    expect((await http.request(orderCalls.sendToPuls, { body: order })).orderId).toBe('7');
    expect(asked.map(({ body }) => body)).toEqual([order, { productsList: order.productsList }, { productsList: order.productsList }]);
  });

  it('a spec call without our fields keeps its 404', async () => {
    const { http, asked } = backEnd(() => json(404, { message: 'Такого метода нет' }));
    const error = await failure(
      http.request(orderCalls.sendToPuls, { body: { productsList: [{ promotionalProductId: 1, orderAmount: 2 }] } }),
    );
    expect(error?.status).toBe(404);
    expect(error).not.toBeInstanceOf(ExtensionAbsent);
    expect(asked).toHaveLength(1);
  });
});

describe('the purchase order’s types from the spec’s running initiatives', () => {
  it('each type of this tab once, named, without the types of other tabs', () => {
    const types = typesOfInitiatives([
      { type: 'PROCUREMENT_GROUPING' },
      { type: 'PROCUREMENT_GROUPING' },
      { type: 'MANDATORY_MATRIX' },
      { type: 'RECOMMENDED_GOODS' },
      { type: 'PROCUREMENT' },
    ]);
    expect(types.map(({ type }) => type).sort()).toEqual(['PROCUREMENT', 'PROCUREMENT_GROUPING']);
    expect(types.every(({ id, displayName }) => id > 0 && displayName.length > 0)).toBe(true);
  });
});
