import cluster, { type Worker } from 'node:cluster';
import { systemClock } from './core/clock';
import { type Config, ConfigError, type Environment } from './core/config';
import { exitIfStopHangs } from './core/stop-deadline';
import { openDatabase } from './db/connect';
import { answerScrapesForCluster } from './metrics/cluster';
import { prepareDatabase } from './prepare-database';
import { startTaskRunner } from './tasks/runner';

/** More processes than this on one machine only compete for its cores. */
const MAX_PROCESSES = 64;

/**
 * GATEWAY_PROCESSES: how many gateway processes serve the one port (Node's cluster module; the
 * primary hands each new connection to a process in turn). 1 by default: one process, no cluster.
 * Several need PostgreSQL: an embedded PGlite belongs to one process.
 */
export function readGatewayProcesses(env: Environment, databaseUrl: string | null): number {
  const text = env.GATEWAY_PROCESSES?.trim();
  if (!text) return 1;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > MAX_PROCESSES) {
    throw new ConfigError('GATEWAY_PROCESSES', `ожидается целое число от 1 до ${MAX_PROCESSES}, получено «${text}»`);
  }
  if (value > 1 && !databaseUrl)
    throw new ConfigError('GATEWAY_PROCESSES', 'несколько процессов шлюза работают только с PostgreSQL (DATABASE_URL)');
  return value;
}

/** How long a stop may take before the primary just exits. */
const STOP_GRACE_MS = 15_000;

/**
 * The cluster's primary: the start-up work done once (migrations, the demo seed), the background
 * tasks' workers and monitor run once (pg-boss), and `processes` gateway processes that serve
 * HTTP and only send jobs. It serves no request itself. A gateway process that dies is replaced;
 * a signal stops the processes first (they finish their requests), then the tasks and database.
 */
export async function runClusterPrimary(config: Config, processes: number, banner: (port: number) => void): Promise<void> {
  const database = await openDatabase(config);
  await prepareDatabase(database, config);
  const tasks = await startTaskRunner(database, systemClock, { delayMs: config.taskDelayMs });
  // A scrape of GET /metrics on any gateway process answers the whole cluster's metrics.
  answerScrapesForCluster();

  let stopping = false;
  const workers = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork({ GATEWAY_CLUSTER_WORKER: '1' });
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      console.error(`Процесс шлюза ${worker.process.pid} завершился (${signal ?? code}); запускается новый.`);
      fork();
    });
    return worker;
  };
  const listening = Array.from({ length: processes }, () => {
    const worker = fork();
    return new Promise<number>((resolve) => worker.once('listening', (address) => resolve(address.port)));
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    exitIfStopHangs(STOP_GRACE_MS);
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await tasks.stop();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());

  const [port] = await Promise.all(listening);
  banner(port);
  console.log(`Процессов шлюза: ${processes} (GATEWAY_PROCESSES), один порт.`);
}
