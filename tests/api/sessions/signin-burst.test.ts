import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignInTarget, type TokenAnswer, signInTarget } from './burst-target';

/**
 * A burst of parallel guesses from one address: every attempt is counted
 * before its password is checked, so however many arrive at once, and on however many gateway
 * processes, no more are evaluated than the limits allow. An evaluated guess answers 400
 * (invalid_grant); a refused one 429 with Retry-After.
 */
let target: SignInTarget;
beforeAll(async () => {
  target = await signInTarget();
}, 120_000);
afterAll(() => target?.close());

const BURST = 100;

const burst = (fields: (index: number) => Record<string, string>, address: string): Promise<TokenAnswer[]> =>
  Promise.all(Array.from({ length: BURST }, (_, index) => target.send(fields(index), address)));

const tally = (answers: TokenAnswer[]) => ({
  evaluated: answers.filter((answer) => answer.status === 400).length,
  refused: answers.filter((answer) => answer.status === 429).length,
});

describe(`${BURST} parallel sign-in attempts from one address`, () => {
  it('wrong passwords for one login: at most 5 evaluated, the rest refused with Retry-After', { timeout: 120_000 }, async () => {
    const answers = await burst(() => ({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'wrong' }), '10.40.0.1');
    const { evaluated, refused } = tally(answers);
    expect(evaluated + refused).toBe(BURST);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // The owner, from its own address, still gets in.
    expect(
      (await target.send({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' }, '10.40.0.2')).status,
    ).toBe(200);
  });

  it('unknown logins: at most 20 evaluated, the rest refused with Retry-After', { timeout: 120_000 }, async () => {
    const answers = await burst(
      (index) => ({ grant_type: 'password', scope: 'read', username: `nobody${index}`, password: 'wrong' }),
      '10.41.0.1',
    );
    const { evaluated, refused } = tally(answers);
    expect(evaluated + refused).toBe(BURST);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(20);
    for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  });
});
