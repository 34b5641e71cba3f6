import { afterAll, afterEach, beforeAll } from 'vitest';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';

/** The demo accounts these tests act as. */
export type Login = 'apteka1' | 'apteka2' | 'manager' | 'owner';

/** One gateway per test file (the demo seeded on the fixed clock, 2026-11-19: Q4 2026) with the accounts signed in. */
export function listGateway() {
  const state = { gateway: undefined as unknown as TestGateway, tokens: {} as Record<Login, string> };
  beforeAll(async () => {
    state.gateway = await startGateway();
    for (const login of ['apteka1', 'apteka2', 'manager', 'owner'] as const) {
      state.tokens[login] = (await signIn(state.gateway.app, login)).access_token;
    }
  });
  afterAll(() => state.gateway?.close());
  afterEach(() => state.gateway.clock.reset());

  const headers = (login: Login | null) => (login ? { authorization: `Bearer ${state.tokens[login]}` } : {});
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, login: Login | null) =>
    state.gateway.app.inject({
      method,
      url: `/api${url}`,
      headers: headers(login),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    state,
    get: (url: string, login: Login | null = 'apteka1') => send('GET', url, undefined, login),
    post: (url: string, body: unknown, login: Login | null = 'apteka1') => send('POST', url, body, login),
    put: (url: string, body: unknown, login: Login | null = 'apteka1') => send('PUT', url, body, login),
  };
}
