import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Environment } from '../../../server/core/config';
import { startGateway, type TestGateway } from '../support/app';
import { tokenRequest } from '../support/requests';

/** The demo accounts the payroll tests act as (kassir1 is a cashier: no permissions). */
export type Login = 'apteka1' | 'apteka2' | 'manager' | 'owner' | 'kassir1';

/** On the fixed clock (2026-11-19): the payroll's previous month (offset -1) and current month (0). */
export const PREVIOUS = '2026-10-01';
export const CURRENT = '2026-11-01';

/** One gateway per test file with the demo accounts signed in; `env` as a deployment sets it (SPEC_ONLY). */
export function payrollGateway(env: Environment = {}) {
  const state = { gateway: undefined as unknown as TestGateway, tokens: {} as Record<Login, string> };
  beforeAll(async () => {
    state.gateway = await startGateway(env);
    for (const login of ['apteka1', 'apteka2', 'manager', 'owner', 'kassir1'] as const) {
      // Read as the spec writes the token answer (access_token), whatever else the mode sends.
      const answer = await tokenRequest(state.gateway.app, { grant_type: 'password', scope: 'read', username: login, password: login });
      if (answer.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${answer.statusCode} ${answer.body}`);
      state.tokens[login] = (answer.json() as { access_token: string }).access_token;
    }
  });
  afterAll(() => state.gateway?.close());
  afterEach(() => state.gateway.clock.reset());

  const headers = (login: Login | null) => (login ? { authorization: `Bearer ${state.tokens[login]}` } : {});
  return {
    state,
    get: (url: string, login: Login | null = 'apteka1') => state.gateway.app.inject({ method: 'GET', url, headers: headers(login) }),
    post: (url: string, body: unknown, login: Login | null = 'apteka1') =>
      state.gateway.app.inject({ method: 'POST', url, headers: headers(login), payload: body as object }),
    postRaw: (url: string, contentType: string, payload: string, login: Login | null = 'apteka1') =>
      state.gateway.app.inject({ method: 'POST', url, headers: { ...headers(login), 'content-type': contentType }, payload }),
  };
}
