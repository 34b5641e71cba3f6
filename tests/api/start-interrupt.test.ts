import { afterEach, describe, expect, it } from 'vitest';
import { accepts, expectStopped, npmStart, onPostgres, removeLeftovers } from './support/npm-start';

/** `npm start` on a DATA_DIR already seeded (support/npm-start.ts), stopped as a terminal stops it. */
describe.skipIf(onPostgres)('npm start', () => {
  afterEach(removeLeftovers);

  it('stops on Ctrl+C (SIGINT to the whole foreground group, as a terminal sends it)', async () => {
    const run = await npmStart({ ownGroup: true, seeded: true });
    expect(await accepts('127.0.0.1', run.port)).toBe(true);
    process.kill(-run.npm.pid!, 'SIGINT');
    await expectStopped(run);
    expect(run.output()).not.toContain('не остановился вовремя');
  }, 150_000);
});
