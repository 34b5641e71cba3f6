import { afterEach, describe, expect, it } from 'vitest';
import { accepts, commandOf, expectStopped, npmStart, onPostgres, removeLeftovers } from './support/npm-start';

/** `npm start` on a DATA_DIR already seeded (support/npm-start.ts), killed (Ctrl+C: start-interrupt.test.ts). */
describe.skipIf(onPostgres)('npm start', () => {
  afterEach(removeLeftovers);

  it('stops when the npm process is killed with SIGKILL (a supervisor, a closed terminal): the port is free for the next start', async () => {
    const run = await npmStart({ seeded: true });
    expect(await accepts('127.0.0.1', run.port)).toBe(true);
    process.kill(run.npm.pid!, 'SIGKILL');
    await expectStopped(run);
  }, 150_000);

  it('stops when start.mjs itself is killed with SIGKILL: the gateway does not outlive it', async () => {
    const run = await npmStart({ seeded: true });
    const starter = run.tree.find((pid) => commandOf(pid).includes('scripts/start.mjs'));
    expect(starter).toBeDefined();
    process.kill(starter!, 'SIGKILL');
    process.kill(run.npm.pid!, 'SIGKILL');
    await expectStopped(run);
  }, 150_000);
});
