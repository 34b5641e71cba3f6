import { Writable } from 'node:stream';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessClaims, TokenError, TokenResponse } from '../../src/api/contract/uaa';
import { buildApp } from '../../server/app';
import { unixSeconds } from '../../server/core/clock';
import { loggerOptions } from '../../server/http/logging';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, tokenRequest } from './support/requests';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const refresh = (refreshToken: string) => tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
const pharmacyOf = (token: string, userId = 1) => getWithToken(gateway.app, `/api/pharmacy/pharmacy/portal-id/${userId}`, token);

describe('POST /api/uaa/oauth/token, grant password', () => {
  it('answers tokens whose claims name the user, its id and roles, expiring after ACCESS_TTL', async () => {
    const response = await tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = v.parse(TokenResponse, response.json());
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900 });

    const claims = v.parse(AccessClaims, decodeJwt(tokens.access_token));
    expect(claims).toMatchObject({ user_name: 'apteka1', user_id: 1, authorities: ['ROLE_PHARMACY'] });
    expect(claims.exp).toBe(unixSeconds(gateway.clock.now()) + 900);
    expect((await pharmacyOf(tokens.access_token)).statusCode).toBe(200);
  });

  it('accepts the login with surrounding spaces, as a user may type it', async () => {
    const tokens = await signIn(gateway.app, '  manager ', 'manager');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ user_name: 'manager', authorities: ['ROLE_MANAGER'] });
  });

  it.each([
    ['a wrong password', 'apteka1', 'apteka2'],
    ['an unknown login', 'nobody', 'nobody'],
  ])('refuses %s with 400 invalid_grant and a Russian description', async (_case, username, password) => {
    const response = await tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username, password }, '10.0.1.1');
    expect(response.statusCode).toBe(400);
    expect(v.parse(TokenError, response.json())).toEqual({ error: 'invalid_grant', error_description: 'Неверный логин или пароль' });
  });
});

describe('grant shared_secret', () => {
  it('signs the pharmacy in with its entry-link secret', async () => {
    const response = await tokenRequest(gateway.app, { grant_type: 'shared_secret', scope: 'read', shared_secret: 'demo-apteka1-secret' });
    expect(response.statusCode).toBe(200);
    const tokens = v.parse(TokenResponse, response.json());
    expect(decodeJwt(tokens.access_token)).toMatchObject({ user_name: 'apteka1', user_id: 1 });
  });

  it('refuses an unknown secret with invalid_grant', async () => {
    const response = await tokenRequest(gateway.app, { grant_type: 'shared_secret', scope: 'read', shared_secret: 'guess' }, '10.0.2.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/^Ссылка для входа недействительна/),
    });
  });
});

describe('grant refresh_token: rotation', () => {
  it('gives a new pair; the new refresh token works once more', async () => {
    const first = await signIn(gateway.app, 'apteka2');
    const second = v.parse(TokenResponse, (await refresh(first.refresh_token)).json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ user_name: 'apteka2', user_id: 2 });
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('a used refresh token is dead once the token it gave was used, and presenting it revokes its whole family', async () => {
    const signedIn = await signIn(gateway.app, 'apteka1');
    const rotated = v.parse(TokenResponse, (await refresh(signedIn.refresh_token)).json());
    const newest = v.parse(TokenResponse, (await refresh(rotated.refresh_token)).json());

    const replay = await refresh(signedIn.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: 'Сеанс завершён. Войдите снова.' });

    // The legitimate holder of the newest token is signed out too: the family is burnt.
    expect((await refresh(newest.refresh_token)).statusCode).toBe(400);
    // Another session of the same user is a different family and lives on.
    const other = await signIn(gateway.app, 'apteka1');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('a refresh whose answer was lost is answered again within REFRESH_GRACE; the token nobody got is dead', async () => {
    const signedIn = await signIn(gateway.app, 'apteka2');
    const lost = v.parse(TokenResponse, (await refresh(signedIn.refresh_token)).json());

    gateway.clock.advance(gateway.config.refreshGrace - 1);
    try {
      const again = await refresh(signedIn.refresh_token);
      expect(again.statusCode).toBe(200);
      const tokens = v.parse(TokenResponse, again.json());
      expect(tokens.refresh_token).not.toBe(lost.refresh_token);
      expect((await pharmacyOf(tokens.access_token, 2)).statusCode).toBe(200);
      // The session goes on from the answer the client did get.
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    } finally {
      gateway.clock.reset();
    }
    // The lost answer's token, presented after all, is a copy: the session ends.
    expect((await refresh(lost.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Сеанс завершён. Войдите снова.',
    });
  });

  it('two refreshes of one token at once (two tabs without Web Locks) are both answered, and the session goes on', async () => {
    const signedIn = await signIn(gateway.app, 'apteka2');
    const answers = await Promise.all([refresh(signedIn.refresh_token), refresh(signedIn.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      expect((await pharmacyOf(v.parse(TokenResponse, answer.json()).access_token, 2)).statusCode).toBe(200);
    }
  });

  it('the grace runs from the first use: a lost answer asked again and again is answered only within it', async () => {
    const signedIn = await signIn(gateway.app, 'apteka2');
    expect((await refresh(signedIn.refresh_token)).statusCode).toBe(200);
    try {
      gateway.clock.advance(gateway.config.refreshGrace - 1);
      expect((await refresh(signedIn.refresh_token)).statusCode).toBe(200);
      gateway.clock.advance(2);
      expect((await refresh(signedIn.refresh_token)).statusCode).toBe(400);
    } finally {
      gateway.clock.reset();
    }
  });

  it('past REFRESH_GRACE a used refresh token presented again ends the session, though the token it gave is unused', async () => {
    const signedIn = await signIn(gateway.app, 'apteka2');
    const rotated = v.parse(TokenResponse, (await refresh(signedIn.refresh_token)).json());
    gateway.clock.advance(gateway.config.refreshGrace + 1);
    try {
      expect((await refresh(signedIn.refresh_token)).statusCode).toBe(400);
      expect((await refresh(rotated.refresh_token)).statusCode).toBe(400);
    } finally {
      gateway.clock.reset();
    }
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token')).json()).toMatchObject({ error: 'invalid_grant' });
    const tokens = await signIn(gateway.app, 'manager');
    gateway.clock.advance(gateway.config.refreshTtl + 1);
    try {
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    } finally {
      gateway.clock.reset();
    }
  });
});

describe('malformed token requests', () => {
  it.each([
    [{}, 'invalid_request', 'Поле «grant_type»: обязательное поле'],
    [
      { grant_type: 'client_credentials' },
      'unsupported_grant_type',
      'Поле «grant_type»: неподдерживаемый способ входа; допустимые значения: password, refresh_token, shared_secret',
    ],
    [{ grant_type: 'password', username: 'apteka1', password: 'apteka1' }, 'invalid_request', 'Поле «scope»: обязательное поле'],
    [
      { grant_type: 'password', scope: 'write', username: 'apteka1', password: 'apteka1' },
      'invalid_request',
      'Поле «scope»: допустимые значения: read',
    ],
    [{ grant_type: 'password', scope: 'read', password: 'apteka1' }, 'invalid_request', 'Поле «username»: обязательное поле'],
    [
      { grant_type: 'password', scope: 'read', username: 'apteka1', password: '' },
      'invalid_request',
      'Поле «password»: Укажите пароль (password)',
    ],
    [{ grant_type: 'refresh_token' }, 'invalid_request', 'Поле «refresh_token»: обязательное поле'],
    [{ grant_type: 'shared_secret', scope: 'read' }, 'invalid_request', 'Поле «shared_secret»: обязательное поле'],
    [
      { grant_type: 'password', scope: 'read', username: 'apte\u0000ka1', password: 'x' },
      'invalid_request',
      'Поле «username»: недопустимый символ',
    ],
  ])('%j → 400 %s naming the field', async (fields, error, description) => {
    const response = await tokenRequest(gateway.app, fields as Record<string, string>, '10.0.3.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, error_description: description });
  });

  it('a field sent twice is malformed, not a crash', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/uaa/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&scope=read&username=a&username=b&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'Поле «username»: ожидается строка' });
  });

  it('a body that is not a form is refused in the OAuth shape', async () => {
    const form = {
      error: 'invalid_request',
      error_description: 'Запрос: ожидается форма (application/x-www-form-urlencoded) с полем grant_type',
    };
    const text = await gateway.app.inject({
      method: 'POST',
      url: '/api/uaa/oauth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=password',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(form);
    expect((await gateway.app.inject({ method: 'POST', url: '/api/uaa/oauth/token' })).json()).toEqual(form);

    const xml = await gateway.app.inject({
      method: 'POST',
      url: '/api/uaa/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<grant/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'invalid_request', error_description: 'Неподдерживаемый тип содержимого запроса (Content-Type)' });
  });
});

describe('repeated sign-in failures', () => {
  const wrong = (username: string, address: string) =>
    tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username, password: 'wrong' }, address);

  it('after 5 failures for one login from one address within 15 minutes: 429 with Retry-After from that address, right password included, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong('owner', '10.1.0.1')).statusCode).toBe(400);

    const blocked = await tokenRequest(
      gateway.app,
      { grant_type: 'password', scope: 'read', username: 'Owner', password: 'owner' },
      '10.1.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Слишком много неудачных попыток входа. Повторите попытку через 15 минут.',
    });

    gateway.clock.advance(15 * 60 + 1);
    try {
      expect((await signIn(gateway.app, 'owner', 'owner', '10.1.0.1')).access_token).toBeTruthy();
    } finally {
      gateway.clock.reset();
    }
  });

  it('after 20 failures from one address: 429 for any login from it, other addresses unaffected', async () => {
    for (let i = 0; i < 20; i++) expect((await wrong(`stranger${i}`, '10.2.0.1')).statusCode).toBe(400);
    expect(
      (await tokenRequest(gateway.app, { grant_type: 'shared_secret', scope: 'read', shared_secret: 'demo-apteka1-secret' }, '10.2.0.1'))
        .statusCode,
    ).toBe(429);
    expect((await wrong('apteka2', '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(gateway.app, 'apteka2', 'apteka2', '10.2.0.2')).access_token).toBeTruthy();
  });

  it('a successful sign-in forgives the login its earlier failures from that address', async () => {
    for (let i = 0; i < 4; i++) await wrong('apteka2', '10.3.0.1');
    await signIn(gateway.app, 'apteka2', 'apteka2', '10.3.0.1');
    for (let i = 0; i < 4; i++) expect((await wrong('apteka2', '10.3.0.1')).statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('never show a password, a shared secret or a refresh token, not even in an entry link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: gateway.database.db,
      clock: gateway.clock.now,
      config: gateway.config,
      logger: { ...loggerOptions('trace'), stream },
    });
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/uaa/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    let refreshToken: string;
    try {
      refreshToken = v.parse(
        TokenResponse,
        (await post('grant_type=password&scope=read&username=apteka2&password=apteka2')).json(),
      ).refresh_token;
      await post(`grant_type=refresh_token&refresh_token=${refreshToken}`);
      await post('grant_type=shared_secret&scope=read&shared_secret=demo-apteka1-secret');
      await app.inject({ url: '/pa/entry?shared_secret=demo-apteka1-secret&x=1' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/pa/entry?shared_secret=***&x=1');
    for (const secret of ['password=apteka2', '"apteka2"', 'demo-apteka1-secret', refreshToken]) expect(log).not.toContain(secret);
  });
});
