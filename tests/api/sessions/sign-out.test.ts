import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls } from '../../../src/api/contract/orders';
import { TokenResponse } from '../../../src/api/contract/uaa';
import { expectMessage } from '../reports/support';
import { startGateway, type TestGateway } from '../support/app';
import { getWithToken, signIn, tokenRequest, urlOf } from '../support/requests';

/** «Выйти» ends the session on the gateway too: POST /api/uaa/oauth/revoke. */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const revoke = (fields: Record<string, string>) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/uaa/oauth/revoke',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const refresh = (token: string) => tokenRequest(gateway.app, { grant_type: 'refresh_token', refresh_token: token });
const history = (token: string) => getWithToken(gateway.app, urlOf(orderCalls.orderHistory), token);

describe('sign-out on the gateway', () => {
  it("ends the signed-out session's access and refresh tokens, earlier ones of the session included; another session goes on", async () => {
    const first = await signIn(gateway.app, 'apteka1');
    const elsewhere = await signIn(gateway.app, 'apteka1');
    const rotated = v.parse(TokenResponse, (await refresh(first.refresh_token)).json());
    expect((await history(rotated.access_token)).statusCode).toBe(200);

    const answer = await revoke({ token: rotated.refresh_token, token_type_hint: 'refresh_token' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');

    for (const access of [first.access_token, rotated.access_token])
      expectMessage(await history(access), 401, 'Сеанс завершён. Войдите снова.');
    for (const token of [first.refresh_token, rotated.refresh_token]) {
      expect((await refresh(token)).json()).toEqual({ error: 'invalid_grant', error_description: 'Сеанс завершён. Войдите снова.' });
    }
    expect((await history(elsewhere.access_token)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(200);
  });

  it('ends the session of an access token presented instead (RFC 7009: either token), and of no other session', async () => {
    const session = await signIn(gateway.app, 'apteka1');
    const elsewhere = await signIn(gateway.app, 'apteka1');
    const answer = await revoke({ token: session.access_token, token_type_hint: 'access_token' });
    expect(answer.statusCode).toBe(204);
    expectMessage(await history(session.access_token), 401, 'Сеанс завершён. Войдите снова.');
    expect((await refresh(session.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Сеанс завершён. Войдите снова.',
    });
    expect((await history(elsewhere.access_token)).statusCode).toBe(200);
  });

  it('answers 204 for a token it does not know, or one already signed out: the answer tells nothing', async () => {
    expect((await revoke({ token: 'no-such-token' })).statusCode).toBe(204);
    const session = await signIn(gateway.app, 'apteka2');
    expect((await revoke({ token: session.refresh_token })).statusCode).toBe(204);
    expect((await revoke({ token: session.refresh_token })).statusCode).toBe(204);
  });

  it('refuses a request without a token in Russian, the OAuth way', async () => {
    const answer = await revoke({});
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'invalid_request', error_description: 'Поле «token»: обязательное поле' });
  });
});
