import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDataDir } from '../background-task/spawned-gateway';
import { freePort } from './free-port';

/**
 * `npm start` as a newcomer runs it, for start.test.ts, start-stops.test.ts and
 * start-interrupt.test.ts: a child process tree (npm → sh → scripts/start.mjs → the gateway),
 * signalled as a terminal or a process manager would. PORTAL_DIR points at a folder with no build,
 * which makes start.mjs skip the build (a portal put elsewhere is built by whoever put it there);
 * the gateway then serves config.json and answers 503 for pages, enough here. The child runs on
 * PGlite whatever the project, so the files run once, in the `api` project.
 *
 * Three files, not one: vitest runs files side by side, not the tests of one file. As one file the
 * four starts took 56 s of .ci/run's second api run (under Node 24), the other files done long
 * before; as two, 19 and 34 s. As three, one on each of the three workers: 28, 35 and 14 s side by
 * side in a clean clone's run (2026-12-02), the subset no shorter, since the starts are CPU on two
 * cores; quicker wherever a third core is free.
 */
export const onPostgres = process.env.API_TEST_DB === 'postgres';

/** Whether a TCP connection to host:port is accepted. */
export const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Every process under `root`, from ps: the shell, start.mjs, the gateway. */
export function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of rows) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** The command line of a process, from ps; '' once it is gone. */
export const commandOf = (pid: number): string => {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * What each of these processes is doing, from ps: its state (R running, S sleeping, D waiting on the
 * disk, Z ended but not collected), age, CPU time and command; for a wait that ran out, so the
 * failure says where it stuck.
 */
function processReport(pids: number[]): string {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=,etime=,time=,args=', '-p', pids.join(',')], { encoding: 'utf8' });
  } catch {
    return `none of ${pids.join(', ')} is left`;
  }
}

export async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string | (() => string)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Started {
  npm: ChildProcess;
  dataDir: string;
  port: number;
  output: () => string;
  /** The processes npm started, collected while the gateway was serving. */
  tree: number[];
}

const started: Started[] = [];
/**
 * Kills whatever a failed test left running and removes its DATA_DIR: each file's afterEach (a
 * hook here would be registered by the first file only, since a worker keeps this module).
 */
export function removeLeftovers(): void {
  for (const { npm, tree, dataDir } of started.splice(0)) {
    for (const pid of [...tree, npm.pid!]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm start` with the defaults a newcomer has (no HOST, no LOG_LEVEL, no CORPORATE_PORTAL_URL) and
 * a DATA_DIR of its own on disk: an empty one, as a first start finds it, or (`seeded`) one already
 * migrated and seeded, as every later start finds it (a first start's initdb and seed cost 7–25 s
 * of CPU here, which the tests of stopping need not pay again).
 */
export async function npmStart(options: { ownGroup?: boolean; seeded?: boolean } = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = options.seeded ? seededDataDir() : mkdtempSync(join(tmpdir(), 'portal-first-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', PORTAL_DIR: 'tests/api/no-portal' };
  for (const name of ['HOST', 'LOG_LEVEL', 'CORPORATE_PORTAL_URL', 'TASK_DELAY_MS']) delete env[name];
  const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: options.ownGroup });
  let text = '';
  npm.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const run: Started = { npm, dataDir, port, output: () => text, tree: [] };
  started.push(run);
  // A first start runs PGlite's initdb and the seed: up to half a minute on a busy machine. Once, on
  // CI under Node 24, npm itself printed nothing for a minute; the report says what it was doing.
  await until(
    () => text.includes('Остановить: Ctrl+C.'),
    120_000,
    () => `the banner of npm start; output so far:\n${text}\nprocesses:\n${processReport([npm.pid!, ...descendants(npm.pid!)])}`,
  );
  run.tree = descendants(npm.pid!);
  return run;
}

/**
 * The gateway's stop after its port has closed: the tasks, then the database, bounded by its own
 * grace (STOP_GRACE_MS in server/main.ts, 8 s), and start.mjs's look at its starters every 200 ms.
 * Quiet here the whole tree is gone 0.2–0.4 s after the kill; on CI, after the benches and beside
 * the other starts, a process of the tree twice lived on more than 5 s after the port had closed.
 */
const TREE_GONE_MS = 12_000;

/** Signal sent: the port closes within seconds, and every process of the tree ends within the gateway's grace. */
export async function expectStopped({ npm, port, tree }: Started): Promise<void> {
  await until(async () => !(await accepts('127.0.0.1', port)), 5_000, 'the port closed');
  const pids = [npm.pid!, ...tree];
  await until(
    () => pids.every((pid) => !alive(pid)),
    TREE_GONE_MS,
    () => `no process left of ${pids.join(', ')}; left:\n${processReport(pids.filter(alive))}`,
  );
}
