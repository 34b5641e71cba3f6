import { afterEach, describe, expect, it } from 'vitest';
import { signInOver } from './background-task/spawned-gateway';
import { accepts, expectStopped, npmStart, onPostgres, removeLeftovers, until } from './support/npm-start';

/** A first `npm start` on an empty DATA_DIR (support/npm-start.ts): what a newcomer sees, and SIGTERM. */
describe.skipIf(onPostgres)('npm start', () => {
  afterEach(removeLeftovers);

  it('listens on 127.0.0.1 only, prints the banner last, logs only failed requests, and stops with the npm process', async () => {
    const run = await npmStart();
    expect(run.tree.length).toBeGreaterThanOrEqual(2); // start.mjs and the gateway at least

    const lines = () => run.output().trim().split('\n');
    expect(lines().at(-1)).toBe('Остановить: Ctrl+C.');
    expect(run.output()).toContain(`Портал аптеки: http://127.0.0.1:${run.port}/pa/`);

    // Loopback only: another address of this machine (127.0.0.2 is one on Linux) is refused.
    expect(await accepts('127.0.0.1', run.port)).toBe(true);
    expect(await accepts('127.0.0.2', run.port)).toBe(false);

    // The default log level: a 200 prints nothing, a 404 one line.
    const before = lines().length;
    const config = await fetch(`http://127.0.0.1:${run.port}/pa/config.json`);
    expect(config.status).toBe(200);
    expect(((await config.json()) as { corporatePortalUrl: string }).corporatePortalUrl).toBe('/pa/corporate');
    expect((await fetch(`http://127.0.0.1:${run.port}/no-such-page`)).status).toBe(404);
    await until(() => lines().length > before, 3_000, 'the 404 logged');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = lines().slice(before);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ method: 'GET', route: '/no-such-page', status: 404 });

    // A first start on an empty DATA_DIR migrated and seeded it: the demo pharmacy signs in.
    expect(await signInOver(`http://127.0.0.1:${run.port}`, 'apteka1')).toMatch(/^ey/);

    // The manager's page, on the real gateway.
    const page = await fetch(`http://127.0.0.1:${run.port}/pa/corporate`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('Портал открыт только для аптек');

    process.kill(run.npm.pid!, 'SIGTERM');
    await expectStopped(run);
  }, 150_000);
});
