import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverBundle } from '../../scripts/server-build.mjs';

/** The repository: the gateway and the build run from it, wherever the bench was started. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The gateway and the built portal the Chromium bench runs against: the real server as `npm
 * start` runs it (dist/server/main.mjs, built when a source is newer) on in-memory PGlite with the
 * demo seed, apteka1's forecast at benchmark size (SEED_FORECAST_ROWS), and whatever else a bench
 * adds to its environment.
 * Seeding a million rows takes about a minute.
 */
export interface BenchGateway {
  origin: string;
  /** The gateway's process (node itself, no shell between), for benches that read its memory. */
  pid?: number;
  stop(): Promise<void>;
}

/** Builds the portal when dist/portal is missing; an existing build is used as it is. */
export function ensurePortalBuilt(log: (line: string) => void): void {
  if (existsSync(join(root, 'dist/portal/index.html'))) return;
  log('  dist/portal is missing: npx vite build');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GatewayOptions {
  port: number;
  /** apteka1's forecast rows (SEED_FORECAST_ROWS); the demo's own forecast when not given. */
  rows?: number;
  /** More of the gateway's environment, e.g. SEED_PURCHASE_POSITIONS for the positions bench. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Node's own flags before the entry, e.g. --cpu-prof for the load bench. */
  nodeArgs?: string[];
  /** The setting that moves the port, named when the port is taken. */
  portSetting?: string;
}

export async function startGateway({
  port,
  rows,
  env = {},
  timeoutMs = 600_000,
  nodeArgs = [],
  portSetting = 'BENCH_PORT',
}: GatewayOptions): Promise<BenchGateway> {
  const origin = `http://127.0.0.1:${port}`;
  // A gateway already on the port would be measured instead of ours, with some other forecast.
  if (await answers(origin)) throw new Error(`Port ${port} is already in use: stop what listens there or set ${portSetting}`);
  const forecast = rows === undefined ? {} : { SEED_FORECAST_ROWS: String(rows) };
  await buildServerIfStale(root);
  const child = spawn('node', [...nodeArgs, '--enable-source-maps', serverBundle], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', SEED: 'demo', ...forecast, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const gateway = { origin, pid: child.pid, stop: () => stopProcess(child) };
  const started = Date.now();
  try {
    while (!(await answers(origin))) {
      if (child.exitCode !== null) throw new Error(`The gateway exited (${child.exitCode}):\n${stderr}`);
      if (Date.now() - started > timeoutMs) throw new Error(`The gateway did not answer in ${timeoutMs / 1000} s:\n${stderr}`);
      await sleep(500);
    }
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return gateway;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/pa/config.json`)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM lets the gateway close its database; SIGKILL if it has not gone in 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
