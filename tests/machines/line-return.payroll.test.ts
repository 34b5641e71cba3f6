import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { pickerMachine } from '../../src/machines/payroll/sales-motivation-picker.machine';
import { startPayroll } from './support/payroll-harness';
import { heldOffline } from './support/offline-connection';

/*
 * The payroll screens' loads that failed for want of the line ask again by themselves once the
 * line is back, as every screen's load does (line-return.test.ts).
 */

const noNetwork = () => new ApiError(0, noNetworkText, true, { line: 'network' });

let uninstall = () => {};
afterEach(() => uninstall());

function offlineConnection() {
  const held = heldOffline(() => 0);
  uninstall = held.uninstall;
  return held.connection;
}

describe('a payroll load that failed for want of the line', () => {
  it("the month's payroll loads again when the browser is back online, with no «Повторить»", async () => {
    const connection = offlineConnection();
    const sut = startPayroll();
    await sut.settle();
    sut.calls.load[0].reject(noNetwork());
    await waitFor(sut.actor, (snapshot) => snapshot.matches('failed'));
    connection.send({ type: 'browser.online' });
    await waitFor(sut.actor, (snapshot) => snapshot.matches('loading'));
    expect(sut.calls.load.map(({ input }) => input.month)).toEqual(['2026-10-01', '2026-10-01']);
  });

  it("the product picker's list loads again when the browser is back online", async () => {
    const connection = offlineConnection();
    const asked: unknown[] = [];
    const answers: Array<Error | []> = [noNetwork(), []];
    const picker = createActor(
      pickerMachine.provide({
        actors: {
          findProducts: fromPromise(async ({ input }) => {
            asked.push(input);
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
    ).start();
    const request = { contractIds: [3], initiativeIds: [7], promoterIds: [] };
    picker.send({ type: 'picker.open', request });
    await waitFor(picker, (snapshot) => snapshot.matches({ open: { list: 'failed' } }));
    connection.send({ type: 'browser.online' });
    await waitFor(picker, (snapshot) => snapshot.matches({ open: { list: 'ready' } }));
    expect(asked).toEqual([request, request]);
  });
});
