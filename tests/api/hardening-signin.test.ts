import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/app';
import { signIn, tokenRequest } from './support/requests';

/**
 * Sign-in throttling a stranger cannot turn against a user: the hard block
 * counts failures per login and address together, and per address; a login's failures from
 * elsewhere only slow its sign-ins down.
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());
afterEach(() => gateway.clock.reset());

const wrong = (username: string, address: string) =>
  tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username, password: 'wrong' }, address);
const right = (username: string, address: string) =>
  tokenRequest(gateway.app, { grant_type: 'password', scope: 'read', username, password: username }, address);

describe('a stranger guessing a pharmacy’s password', () => {
  it('five wrong passwords from address A leave the right password working from address B, only slowed down', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong('apteka1', '10.20.0.1')).statusCode).toBe(400);

    const started = Date.now();
    const owner = await right('apteka1', '10.20.0.2');
    expect(owner.statusCode).toBe(200);
    // 5 failures of the login from anywhere: half a second before the answer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    // The stranger at A stays blocked, with the time to wait.
    const stranger = await right('apteka1', '10.20.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBe(15 * 60);
  });

  it('failures spread over many addresses never block the login, and each address keeps its own count', async () => {
    for (let i = 0; i < 6; i++) expect((await wrong('apteka2', `10.21.0.${i}`)).statusCode).toBe(400);
    expect((await right('apteka2', '10.21.1.1')).statusCode).toBe(200);
  });
});

describe('the hard block per login and address', () => {
  it('the sixth try of one login from one address is 429 whatever the password; Retry-After counts down to when the oldest failure leaves the window', async () => {
    for (let minute = 0; minute < 5; minute++) {
      expect((await wrong('manager', '10.22.0.1')).statusCode).toBe(400);
      gateway.clock.advance(60);
    }
    // Five minutes later the oldest failure has ten minutes left in the window.
    const blocked = await right('manager', '10.22.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(10 * 60));
    expect(blocked.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Слишком много неудачных попыток входа. Повторите попытку через 10 минут.',
    });
    // Another login from the same address is not blocked by this pair.
    expect((await right('owner', '10.22.0.1')).statusCode).toBe(200);

    gateway.clock.advance(10 * 60);
    // The oldest failure has left: four remain, so one more try is allowed.
    expect((await signIn(gateway.app, 'manager', 'manager', '10.22.0.1')).access_token).toBeTruthy();
  });

  it('the per-address block answers 429 with Retry-After too, the shared-secret grant included', async () => {
    for (let i = 0; i < 20; i++) expect((await wrong(`nobody${i}`, '10.23.0.1')).statusCode).toBe(400);
    const blocked = await tokenRequest(
      gateway.app,
      { grant_type: 'shared_secret', scope: 'read', shared_secret: 'demo-apteka1-secret' },
      '10.23.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
  });
});
