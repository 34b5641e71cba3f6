import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/core/config';
import { loggerOptions } from '../../server/http/logging';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn } from './support/requests';

/** A gateway sharing the test gateway's database, logging at `level` into `lines`. */
async function loggingGateway(base: TestGateway, level: string, lines: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = parseConfig({ DATA_DIR: 'memory', LOG_LEVEL: level, PORTAL_DIR: 'tests/api/no-portal' });
  const app = await buildApp({ db: base.database.db, clock: base.clock.now, config, logger: { ...loggerOptions(level), stream } });
  await app.ready();
  return app;
}

let base: TestGateway;
beforeAll(async () => {
  base = await startGateway();
});
afterAll(async () => {
  await base?.close();
});

describe('request log', () => {
  it('at the default level: nothing for a 200, one line for a 404 and for a 401, with no token in it', async () => {
    const lines: string[] = [];
    const app = await loggingGateway(base, 'info', lines);
    try {
      expect((await app.inject({ url: '/pa/config.json' })).statusCode).toBe(200);
      expect(lines).toEqual([]);

      expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({ level: 30, method: 'GET', route: '/no-such-page', status: 404 });

      const refused = await getWithToken(app, '/api/pharmacy/pharmacy/portal-id/1', 'not.a.token');
      expect(refused.statusCode).toBe(401);
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[1])).toMatchObject({ method: 'GET', status: 401 });
      expect(lines.join('\n')).not.toContain('not.a.token');
    } finally {
      await app.close();
    }
  });

  it('names the route pattern, not the ids a client sent', async () => {
    const lines: string[] = [];
    const app = await loggingGateway(base, 'info', lines);
    try {
      const token = (await signIn(app, 'apteka1')).access_token;
      const response = await getWithToken(app, '/api/pharmacy/pharmacy/portal-id/2', token);
      expect(response.statusCode).toBe(403);
      const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.status === 403);
      expect(line?.route).toBe('/api/pharmacy/pharmacy/portal-id/:id');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
    }
  });

  it('LOG_LEVEL=debug logs every request', async () => {
    const lines: string[] = [];
    const app = await loggingGateway(base, 'debug', lines);
    try {
      await app.inject({ url: '/pa/config.json' });
      const messages = lines.map((text) => (JSON.parse(text) as { msg?: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    } finally {
      await app.close();
    }
  });
});
