import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ErrorBody } from '../../../src/api/contract/common';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';

/** The demo accounts the reports tests sign in as. */
export type Login = 'apteka1' | 'apteka2' | 'manager' | 'owner';

/**
 * One gateway per test file with every demo account signed in, on the fixed clock
 * (2026-11-19, so the current quarter is Q4 2026).
 */
export function reportsGateway() {
  const state = { gateway: undefined as unknown as TestGateway, tokens: {} as Record<Login, string> };
  beforeAll(async () => {
    state.gateway = await startGateway();
    for (const login of ['apteka1', 'apteka2', 'manager', 'owner'] as const) {
      state.tokens[login] = (await signIn(state.gateway.app, login)).access_token;
    }
  });
  afterAll(() => state.gateway?.close());
  afterEach(() => state.gateway.clock.reset());

  const headers = (login: Login | null, extra: Record<string, string> = {}) =>
    login ? { authorization: `Bearer ${state.tokens[login]}`, ...extra } : extra;

  return {
    state,
    get: (url: string, login: Login | null = 'apteka1', extra?: Record<string, string>) =>
      state.gateway.app.inject({ method: 'GET', url, headers: headers(login, extra) }),
    post: (url: string, body: unknown, login: Login | null = 'apteka1') =>
      state.gateway.app.inject({ method: 'POST', url, headers: headers(login), payload: body as object }),
  };
}

export type Answer = { statusCode: number; json(): unknown; body: string };

/** The answer's body parsed with a contract schema, after checking it is a 200. */
export function parsed<TSchema extends v.GenericSchema>(schema: TSchema, response: Answer): v.InferOutput<TSchema> {
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(schema, response.json());
}

export function expectMessage(response: Answer, status: number, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = v.parse(ErrorBody, response.json());
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}
