import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError, createHttp } from '../../src/api/shared/http';
import { toFailure } from '../../src/machines/shared/api-error';
import { Pharmacy } from '../../src/api/contract/pharmacy';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';
import { getCall } from './support/get-call';

const config = { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' };
const pharmacy = {
  id: 1,
  subdivCode: 'A-001',
  address: 'г. Москва, ул. Лесная, 1',
  software: { acceptInitiatives: true },
  belongsToMarketplace: false,
  additionalFtp: false,
  calcBonusType: null,
  dataFreshness: null,
  pulsWarehouseCode: null,
};
const tokens = (access: string, refresh: string) => ({
  access_token: access,
  refresh_token: refresh,
  token_type: 'bearer',
  expires_in: 900,
});
const isRefresh = (request: SeenRequest) => request.url === '/api/uaa/oauth/token' && !!request.body?.includes('grant_type=refresh_token');

function setUp(handler: Parameters<typeof fakeFetch>[0], stored = { token: 'old', refresh: 'r1' }) {
  const storage = memoryStorage(stored);
  const server = fakeFetch(handler);
  return { storage, seen: server.seen, client: createHttp({ config, storage, fetch: server.fetch }) };
}

describe('the http client', () => {
  it('sends calls to service address + endpoint prefix + service prefix with the bearer token', async () => {
    const { client, seen } = setUp(() => json(pharmacy));
    await expect(client.request(getCall('/pharmacy/pharmacy/portal-id/7', Pharmacy), {})).resolves.toEqual(pharmacy);
    expect(seen).toEqual([{ method: 'GET', url: '/api/pharmacy/pharmacy/portal-id/7', authorization: 'Bearer old', body: null }]);
  });

  it('fails as 401 without sending anything when no token is stored', async () => {
    const { client, seen } = setUp(() => json(pharmacy), {} as never);
    await expect(client.request(getCall('/pharmacy/pharmacy/portal-id/7', Pharmacy), {})).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(0);
  });

  it('answers three concurrent 401s with exactly one refresh and three retries', async () => {
    const { client, seen, storage } = setUp(async (request) => {
      if (isRefresh(request)) {
        await new Promise((resolve) => setTimeout(resolve, 20)); // the other calls meet the 401 meanwhile
        return json(tokens('new', 'r2'));
      }
      return request.authorization === 'Bearer new' ? json(pharmacy) : json({ message: 'Токен истёк' }, 401);
    });
    const calls = [1, 2, 3].map((id) => client.request(getCall(`/pharmacy/pharmacy/portal-id/${id}`, Pharmacy), {}));
    await expect(Promise.all(calls)).resolves.toEqual([pharmacy, pharmacy, pharmacy]);
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen.filter((r) => r.authorization === 'Bearer new')).toHaveLength(3);
    expect(seen.find(isRefresh)?.body).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(storage.dump()).toEqual({ token: 'new', refresh: 'r2' });
  });

  it('retries only once: a second 401 after the refresh is the caller’s error', async () => {
    const { client, seen } = setUp((request) => (isRefresh(request) ? json(tokens('new', 'r2')) : json({ message: 'Нет доступа' }, 401)));
    await expect(client.request(getCall('/pharmacy/x', Pharmacy), {})).rejects.toEqual(new ApiError(401, 'Нет доступа'));
    expect(seen).toHaveLength(3);
  });

  it('forgets the tokens, raises status and message and tells the listeners when the refresh fails', async () => {
    const { client, storage } = setUp((request) =>
      isRefresh(request)
        ? json({ error: 'invalid_grant', error_description: 'Сессия завершена, войдите снова' }, 400)
        : json({ message: 'Токен истёк' }, 401),
    );
    const lost: ApiError[] = [];
    client.onAuthLost((error) => lost.push(error));
    const calls = [client.request(getCall('/pharmacy/a', Pharmacy), {}), client.request(getCall('/pharmacy/b', Pharmacy), {})];
    for (const call of calls) {
      await expect(call).rejects.toEqual(new ApiError(401, 'Сессия завершена, войдите снова'));
    }
    expect(storage.dump()).toEqual({});
    expect(lost).toEqual([new ApiError(401, 'Сессия завершена, войдите снова')]);
  });

  it.each([
    ['no answer comes (the line dropped)', () => Promise.reject(new TypeError('Failed to fetch')), 0],
    ['the server is unavailable (503)', () => json({ message: 'Сервер временно недоступен' }, 503), 503],
  ])(
    'keeps the tokens and the session when the refresh gets %s; the next 401 refreshes with the same token',
    async (_case, refreshAnswer, status) => {
      let lineUp = false;
      const { client, storage, seen } = setUp((request) => {
        if (isRefresh(request)) return lineUp ? json(tokens('new', 'r2')) : refreshAnswer();
        return request.authorization === 'Bearer new' ? json(pharmacy) : json({ message: 'Токен истёк' }, 401);
      });
      const lost: ApiError[] = [];
      client.onAuthLost((error) => lost.push(error));
      await expect(client.request(getCall('/pharmacy/a', Pharmacy), {})).rejects.toMatchObject({ status });
      expect(storage.dump()).toEqual({ token: 'old', refresh: 'r1' });
      expect(lost).toEqual([]);

      lineUp = true;
      await expect(client.request(getCall('/pharmacy/a', Pharmacy), {})).resolves.toEqual(pharmacy);
      expect(seen.filter(isRefresh).map((request) => request.body)).toEqual(Array(2).fill('grant_type=refresh_token&refresh_token=r1'));
      expect(storage.dump()).toEqual({ token: 'new', refresh: 'r2' });
    },
  );

  it('turns an answer that breaks the contract into a clear error', async () => {
    const { client } = setUp(() => json({ ...pharmacy, address: 42 }));
    const error = await client.request(getCall('/pharmacy/pharmacy/portal-id/1', Pharmacy), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('Сервер прислал ответ в неожиданном формате');
    expect((error as ApiError).message).toContain('address');
  });

  it('takes the message from message or error_description, with a Russian fallback', async () => {
    const answers = [
      json({ message: 'Аптека не найдена' }, 404),
      json({ error: 'x', error_description: 'Неверный запрос' }, 400),
      new Response('oops', { status: 500 }),
    ];
    const { client } = setUp(() => answers.shift()!);
    const schema = v.unknown();
    await expect(client.request(getCall('/pharmacy/a', schema), {})).rejects.toEqual(new ApiError(404, 'Аптека не найдена'));
    await expect(client.request(getCall('/pharmacy/a', schema), {})).rejects.toEqual(new ApiError(400, 'Неверный запрос'));
    await expect(client.request(getCall('/pharmacy/a', schema), {})).rejects.toEqual(
      new ApiError(500, 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено', false),
    );
  });

  it('marks an error answer without a message (empty, not JSON, other fields) as undescribed, with the spec fallback', async () => {
    const answers = [json({}, 500), json({ message: '' }, 502), json({ error: 'x' }, 400), new Response('', { status: 503 })];
    const { client } = setUp(() => answers.shift()!);
    for (const status of [500, 502, 400, 503]) {
      const error = (await client.request(getCall('/pharmacy/a', v.unknown()), {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({
        status,
        message: 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено',
        described: false,
      });
      expect(toFailure(error)).toEqual({
        status,
        message: 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено',
        withoutMessage: true,
      });
    }
  });

  it('keeps the server’s message as described, and a file error’s JSON message too', async () => {
    const answers = [json({ message: 'Отчёт не найден' }, 404), json({}, 500)];
    const { client } = setUp(() => answers.shift()!);
    const described = (await client.requestFile(getCall('/reports/f', v.unknown()), {}).catch((e: unknown) => e)) as ApiError;
    expect(toFailure(described)).toEqual({ status: 404, message: 'Отчёт не найден' });
    const bare = (await client.requestFile(getCall('/reports/f', v.unknown()), {}).catch((e: unknown) => e)) as ApiError;
    expect(toFailure(bare)).toMatchObject({ status: 500, withoutMessage: true });
  });

  it('says the server is unreachable when no answer comes (its own text, not the no-message fallback)', async () => {
    const { client } = setUp(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.request(getCall('/pharmacy/a', v.unknown()), {})).rejects.toMatchObject({
      status: 0,
      message: 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.',
      described: true,
    });
  });

  it('requests a token form-encoded without a bearer token and stores both tokens', async () => {
    const { client, seen, storage } = setUp(() => json(tokens('a1', 'r1')), {} as never);
    await client.requestToken({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/uaa/oauth/token',
        authorization: null,
        body: 'grant_type=password&scope=read&username=apteka1&password=apteka1',
      },
    ]);
    expect(storage.dump()).toEqual({ token: 'a1', refresh: 'r1' });
  });

  it("takes the spec's token answer (the two tokens only): the lifetime comes from the access token's own claims", async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const access = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user_name: 'apteka1', user_id: 1, authorities: ['ROLE_PHARMACY'], iat: 1_700_000_000, exp: 1_700_000_300 })}.c2ln`;
    const { client, storage } = setUp(() => json({ access_token: access, refresh_token: 'r9' }), {} as never);
    const tokens = await client.requestToken({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' });
    expect(tokens).toEqual({ access_token: access, refresh_token: 'r9', expires_in: 300 });
    expect(storage.dump()).toEqual({ token: access, refresh: 'r9' });
  });

  it('refreshes on a 401 with a token answer that has no expires_in, and retries with the new token', async () => {
    const { client, seen, storage } = setUp((request) => {
      if (isRefresh(request)) return json({ access_token: 'new', refresh_token: 'r2' });
      return request.authorization === 'Bearer new' ? json(pharmacy) : json({ message: 'Токен истёк' }, 401);
    });
    await expect(client.request(getCall('/pharmacy/pharmacy/portal-id/1', Pharmacy), {})).resolves.toEqual(pharmacy);
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(storage.dump()).toEqual({ token: 'new', refresh: 'r2' });
  });
});
