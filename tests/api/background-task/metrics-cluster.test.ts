import { get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMetrics, valueOf } from '../support/scrape';
import { seededPostgresUrl, spawnGateway, type SpawnedGateway } from './spawned-gateway';

/** One GET on a connection of its own, so the cluster's primary hands each to the next process. */
const getAlone = (url: string) =>
  new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    get(url, { agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, type: String(answer.headers['content-type']) }));
    }).on('error', reject);
  });

/**
 * GATEWAY_PROCESSES=2: a scrape lands on whichever process the primary hands its connection to,
 * and still answers for the whole cluster — the requests every process served, and the count of
 * processes it holds.
 */
describe.skipIf(process.env.API_TEST_DB !== 'postgres')('metrics of two gateway processes behind one port (api-postgres only)', () => {
  let gateway: SpawnedGateway | null = null;
  afterAll(async () => {
    await gateway?.kill();
  });

  it('add up every process in each scrape', { timeout: 120_000 }, async () => {
    gateway = await spawnGateway({ DATABASE_URL: await seededPostgresUrl(), GATEWAY_PROCESSES: '2' });
    const REQUESTS = 20;
    for (let request = 0; request < REQUESTS; request += 1) expect((await getAlone(`${gateway.url}/healthz`)).status).toBe(200);
    // Each scrape on its own connection: they land on both processes, and each says the same.
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const answer = await getAlone(`${gateway.url}/metrics`);
      expect(answer.status, answer.body).toBe(200);
      expect(answer.type).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = parseMetrics(answer.body);
      expect(valueOf(samples, 'gateway_http_requests_total', { call: 'GET /healthz', status: '200' })).toBe(REQUESTS);
      // The primary and its two gateway processes, none missing.
      expect(valueOf(samples, 'gateway_metrics_processes')).toBe(3);
      expect(valueOf(samples, 'gateway_metrics_processes_missing')).toBe(0);
      expect(valueOf(samples, 'gateway_database_info', { engine: 'postgres' })).toBe(1);
      // The queues are read once, by the primary that works them.
      expect(valueOf(samples, 'gateway_task_queue_jobs', { queue: 'initiative-management-task-queue', state: 'queued' })).toBe(0);
    }
  });
});
