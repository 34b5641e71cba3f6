import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract/common';
import { buildApp } from '../../server/app';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startGateway();
  token = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(() => gateway?.close());

type Junk = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const token_ = '/api/uaa/oauth/token';
const pharmacy = '/api/pharmacy/pharmacy/portal-id/1';

/** Anything a client can send: never a 500, always an answer in the api's error shapes. */
const junk: [string, () => Junk][] = [
  [
    'garbage JSON',
    () => ({ method: 'POST', url: token_, headers: { 'content-type': 'application/json' }, payload: '{"grant_type": "password",' }),
  ],
  ['empty JSON', () => ({ method: 'POST', url: token_, headers: { 'content-type': 'application/json' }, payload: '' })],
  ['JSON null', () => ({ method: 'POST', url: token_, headers: { 'content-type': 'application/json' }, payload: 'null' })],
  ['JSON array', () => ({ method: 'POST', url: token_, headers: { 'content-type': 'application/json' }, payload: '[1,2]' })],
  [
    'JSON with numbers for strings',
    () => ({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":"password","scope":"read","username":1,"password":2}',
    }),
  ],
  [
    'prototype pollution',
    () => ({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"grant_type":"password"}',
    }),
  ],
  ['XML', () => ({ method: 'POST', url: token_, headers: { 'content-type': 'application/xml' }, payload: '<grant/>' })],
  ['multipart', () => ({ method: 'POST', url: token_, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' })],
  ['no content type', () => ({ method: 'POST', url: token_, payload: 'grant_type=password' })],
  [
    'a huge body',
    () => ({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${'a'.repeat(2_000_000)}`,
    }),
  ],
  [
    'a very long password',
    () => ({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&scope=read&username=apteka1&password=${'p'.repeat(500_000)}`,
    }),
  ],
  [
    'binary form',
    () => ({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x26]),
    }),
  ],
  ['GET on the token endpoint', () => ({ method: 'GET', url: token_ })],
  ['a huge id', () => ({ url: '/api/pharmacy/pharmacy/portal-id/1' + '9'.repeat(80), headers: { authorization: `Bearer ${token}` } })],
  [
    'a path param over the router limit',
    () => ({ url: '/api/pharmacy/pharmacy/portal-id/' + '9'.repeat(500), headers: { authorization: `Bearer ${token}` } }),
  ],
  [
    'a broken percent-encoding',
    () => ({ url: '/api/pharmacy/pharmacy/portal-id/%E0%A4%A', headers: { authorization: `Bearer ${token}` } }),
  ],
  ['an encoded NUL in the path', () => ({ url: '/api/pharmacy/pharmacy/portal-id/%00', headers: { authorization: `Bearer ${token}` } })],
  ['a query string of junk', () => ({ url: `${pharmacy}?a[b][c][d]=1&a=2&%zz`, headers: { authorization: `Bearer ${token}` } })],
  ['a Basic authorization', () => ({ url: pharmacy, headers: { authorization: 'Basic YXB0ZWthMTphcHRla2Ex' } })],
  ['an empty bearer', () => ({ url: pharmacy, headers: { authorization: 'Bearer ' } })],
  ['a bearer of junk', () => ({ url: pharmacy, headers: { authorization: `Bearer ${'\u00e9'.repeat(10)}.x.y` } })],
  [
    'a token with alg none',
    () => ({
      url: pharmacy,
      headers: {
        authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user_id":1}').toString('base64url')}.`,
      },
    }),
  ],
  [
    'a body on a GET',
    () => ({
      method: 'GET',
      url: pharmacy,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{',
    }),
  ],
  ['DELETE on a read-only route', () => ({ method: 'DELETE', url: pharmacy, headers: { authorization: `Bearer ${token}` } })],
  ['OPTIONS', () => ({ method: 'OPTIONS', url: pharmacy })],
];

describe('no request a client can send gets a 500', () => {
  it.each(junk)('%s', async (_name, request) => {
    const response = await gateway.app.inject(request());
    expect(response.statusCode).toBeLessThan(500);
    // Junk a route does not read (a stray query, a body on a GET) is ignored, not refused.
    if (response.statusCode < 400) return;
    const body = response.json() as Record<string, unknown>;
    // Either the api's { message } or the token endpoint's { error, error_description }, in Russian.
    const text = String(body.message ?? body.error_description);
    expect(text).toMatch(/[А-Яа-яЁё]/);
    expect(text).not.toMatch(/FST_|Error:|stack|at \//);
  });

  it('still works after all that', async () => {
    const response = await gateway.app.inject({ url: pharmacy, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 in Russian naming the field for a JSON body of the wrong shape', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: token_,
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":"refresh_token","refresh_token":42}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'Поле «refresh_token»: ожидается строка' });
  });

  it('turns a Fastify schema validation error into 400 naming the field, for routes that use JSON schemas', async () => {
    const app = await buildApp({ db: gateway.database.db, clock: gateway.clock.now, config: gateway.config, logger: false });
    app.post(
      '/schema-checked',
      { schema: { body: { type: 'object', required: ['quarter'], properties: { quarter: { type: 'integer' } } } } },
      async () => 'ok',
    );
    try {
      const post = (payload: string) =>
        app.inject({ method: 'POST', url: '/schema-checked', headers: { 'content-type': 'application/json' }, payload });
      expect((await post('{}')).json()).toEqual({ message: 'Поле «quarter»: обязательное поле' });
      expect((await post('{"quarter":"IV"}')).json()).toEqual({ message: 'Поле «quarter»: недопустимое значение' });
      expect((await post('{"quarter":4}')).body).toBe('ok');
    } finally {
      await app.close();
    }
  });

  it('answers a malformed api call with { message }', async () => {
    const response = await gateway.app.inject({ url: '/api/pharmacy/pharmacy/portal-id/x', headers: { authorization: `Bearer ${token}` } });
    expect(v.parse(ErrorBody, response.json()).message).toBe('Поле «id»: ожидается целое положительное число');
  });
});
