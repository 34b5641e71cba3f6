import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { callPath, type Declaration } from '../../../src/api/contract/call';
import { TokenResponse } from '../../../src/api/contract/uaa';

/** POST /api/uaa/oauth/token, form-encoded as the portal sends it. */
export const tokenRequest = (app: FastifyInstance, fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/uaa/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

/** Signs in with a password (the demo passwords equal the logins) and returns the tokens. */
export async function signIn(app: FastifyInstance, login: string, password = login, remoteAddress?: string) {
  const response = await tokenRequest(app, { grant_type: 'password', scope: 'read', username: login, password }, remoteAddress);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  return v.parse(TokenResponse, response.json());
}

/** A GET with a bearer token. */
export const getWithToken = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The url a declared call is injected at: the api root, its path with `params` filled in. */
export const urlOf = (call: Pick<Declaration, 'path'>, params?: Record<string, unknown>) => `/api${callPath(call, params)}`;
