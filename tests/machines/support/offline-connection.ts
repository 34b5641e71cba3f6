import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectionMachine } from '../../../src/machines/session/connection.machine';
import { installConnection } from '../../../src/machines/session/line-return';

/**
 * The app's connection actor, offline and installed as the app's: nothing watches the browser or
 * the calls and its probe never answers, so only the test's own 'browser.online' brings the line
 * back. `uninstall` gives the app its connection back.
 */
export function heldOffline(now?: () => number) {
  const machine = connectionMachine.provide({
    actors: {
      watchCalls: fromCallback(() => () => {}),
      watchBrowser: fromCallback(() => () => {}),
      probe: fromPromise<void>(() => new Promise<void>(() => {})),
    },
  });
  const connection = createActor(machine, { input: { online: false, ...(now && { now }) } }).start();
  return { connection, uninstall: installConnection(connection) };
}
