import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { monthOfDate } from '../../../server/services/sales-motivation/months';
import { startGateway, type TestGateway } from '../support/app';
import { signIn } from '../support/requests';
import { seededPostgresUrl, signInOver, spawnGateway, type SpawnedGateway } from '../background-task/spawned-gateway';

/** The demo accounts the concurrency tests act as. */
export type Login = 'apteka1' | 'manager';

export interface Reply {
  status: number;
  body: string;
  json(): unknown;
}

/**
 * One gateway as the tests call it, whichever way it runs: in this process (inject; on
 * PostgreSQL its pool still runs the requests on several connections at once) or as two real
 * gateway processes behind one port (GATEWAY_PROCESSES=2), reached over HTTP.
 */
export interface Target {
  /** The current month on the gateway's clock (the fixed test clock, or the real one). */
  month: string;
  /** The in-process gateway, for reading the database; null for the spawned one. */
  gateway: TestGateway | null;
  get(url: string, login?: Login): Promise<Reply>;
  /** Reads the gateway's database directly (what no answer shows, e.g. accounts nobody links). */
  rows<T>(query: string): Promise<T[]>;
  post(url: string, body: unknown, login?: Login, headers?: Record<string, string>): Promise<Reply>;
}

export type TargetKind = 'one gateway process' | 'two gateway processes (GATEWAY_PROCESSES=2)';

/** What each database is probed with: PGlite is one process's, so two processes need PostgreSQL. */
export const targetKinds: TargetKind[] =
  process.env.API_TEST_DB === 'postgres' ? ['one gateway process', 'two gateway processes (GATEWAY_PROCESSES=2)'] : ['one gateway process'];

const replyOf = (status: number, body: string): Reply => ({ status, body, json: () => JSON.parse(body) as unknown });

async function inProcess(): Promise<{ target: Target; close(): Promise<void> }> {
  const gateway = await startGateway();
  const tokens: Record<Login, string> = {
    apteka1: (await signIn(gateway.app, 'apteka1')).access_token,
    manager: (await signIn(gateway.app, 'manager')).access_token,
  };
  const inject = async (method: 'GET' | 'POST', url: string, login: Login, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await gateway.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[login]}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return replyOf(answer.statusCode, answer.body);
  };
  return {
    target: {
      month: monthOfDate(gateway.clock.now()),
      gateway,
      get: (url, login = 'apteka1') => inject('GET', url, login),
      // Both engines' drivers answer { rows }; the Database type does not say which.
      rows: async <T>(query: string) => ((await gateway.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
      post: (url, body, login = 'apteka1', headers) => inject('POST', url, login, body, headers),
    },
    close: () => gateway.close(),
  };
}

async function twoProcesses(): Promise<{ target: Target; close(): Promise<void> }> {
  const databaseUrl = await seededPostgresUrl();
  const spawned: SpawnedGateway = await spawnGateway({ DATABASE_URL: databaseUrl, GATEWAY_PROCESSES: '2' });
  const tokens: Record<Login, string> = {
    apteka1: await signInOver(spawned.url, 'apteka1'),
    manager: await signInOver(spawned.url, 'manager'),
  };
  const call = async (method: 'GET' | 'POST', url: string, login: Login, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${spawned.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[login]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return replyOf(answer.status, await answer.text());
  };
  return {
    target: {
      month: monthOfDate(new Date()),
      gateway: null,
      get: (url, login = 'apteka1') => call('GET', url, login),
      async rows<T>(query: string) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(query)).rows as T[];
        } finally {
          await client.end();
        }
      },
      post: (url, body, login = 'apteka1', headers) => call('POST', url, login, body, headers),
    },
    close: () => spawned.kill(),
  };
}

/** A target of the kind started before the describe's tests and stopped after them. */
export function targetOf(kind: TargetKind): { current: Target } {
  const holder = { current: undefined as unknown as Target };
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const started = kind === 'one gateway process' ? await inProcess() : await twoProcesses();
    holder.current = started.target;
    close = started.close;
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });
  return holder;
}

/**
 * One target of each kind for a whole test file, shared by its describes (call it at the file's top
 * level): two gateway processes take 8 s to start here, three times that on a loaded machine, and
 * the probes of one file read what they need before they write.
 */
export function targetsOfFile(): Record<TargetKind, { current: Target }> {
  return Object.fromEntries(targetKinds.map((kind) => [kind, targetOf(kind)])) as Record<TargetKind, { current: Target }>;
}

/** The answers' statuses counted, e.g. { 200: 19, 409: 1 }. */
export const statusCounts = (replies: Reply[]): Record<number, number> =>
  replies.reduce<Record<number, number>>((counts, reply) => ({ ...counts, [reply.status]: (counts[reply.status] ?? 0) + 1 }), {});

export const serverErrors = (replies: Reply[]): Reply[] => replies.filter((reply) => reply.status >= 500);

/** The number of parallel requests each probe sends at once. */
export const PARALLEL = 20;
