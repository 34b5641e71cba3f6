import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { systemClock } from './core/clock';
import { readGatewayProcesses, runClusterPrimary } from './cluster';
import { isClusterWorker } from './core/cluster-worker';
import { type Config, ConfigError, parseConfig } from './core/config';
import { exitIfStopHangs } from './core/stop-deadline';
import { openDatabase } from './db/connect';
import { loggerOptions } from './http/logging';
import { prepareDatabase } from './prepare-database';
import { demoAccounts } from './seed/index';
import { startTaskRunner, startTaskSender } from './tasks/runner';

/**
 * Starts the gateway: connect, migrate, seed an empty database, listen. A gateway process of a
 * cluster (server/cluster.ts) leaves migrations, the seed and the tasks' workers to the primary.
 */
async function main(config: Config): Promise<void> {
  const inCluster = isClusterWorker();
  const database = await openDatabase(config);
  if (!inCluster) await prepareDatabase(database, config);

  // The log goes through process.stdout, like the banner, so its lines come out in the order they
  // were written (pino's own destination writes asynchronously and may come out after the banner).
  const logger = { ...loggerOptions(config.logLevel), stream: process.stdout };
  const app = await buildApp({ db: database.db, notices: database.notices, clock: systemClock, config, logger });
  // Background tasks (server/tasks) run with the gateway; on close they stop before the database does.
  const tasks = inCluster ? await startTaskSender(database) : await startTaskRunner(database, systemClock, { delayMs: config.taskDelayMs });
  app.addHook('onClose', async () => {
    await tasks.stop();
    await database.close();
  });
  // Stop cleanly from the first signal on, even one that comes while starting up.
  stopOnSignals(() => app.close());
  await app.listen({ host: config.host, port: config.port });

  // Last, so nothing the start-up printed pushes it out of sight.
  if (inCluster) return;
  printBanner(config, (app.server.address() as AddressInfo).port);
}

/** Where to open the portal, and the demo accounts; the address the gateway really listens on. */
function printBanner(config: Config, port: number): void {
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const host = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir ? `PGlite в ${config.dataDir}` : 'PGlite в памяти';
  console.log(`\nПортал аптеки: http://${host}:${port}/pa/  (база данных: ${where})`);
  console.log(
    anyAddress
      ? `Шлюз открыт для сети (HOST=${config.host}): с демо-паролями ниже войти может любой, кто его видит.`
      : `Шлюз доступен только с этого компьютера (${config.host}); открыть его для сети: HOST=0.0.0.0, см. README.`,
  );
  if (config.seed === 'demo') {
    console.log('Демо-учётные записи (логин / пароль):');
    for (const account of demoAccounts) {
      console.log(`  ${account.login} / ${account.password}  ${account.role}, ${account.note}`);
    }
  }
  console.log('Остановить: Ctrl+C.');
}

/** How long a stop may take (requests under way, tasks, the database) before the process just exits. */
const STOP_GRACE_MS = 8_000;

/**
 * Finish the requests under way and close the database before leaving. A terminal's Ctrl+C and
 * `npm start` may both deliver a signal: the repeats are ignored, the stop runs once.
 */
function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      exitIfStopHangs(STOP_GRACE_MS);
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/**
 * Started with an IPC channel (by scripts/start.mjs, `npm start`): when the starter is gone,
 * however it ended (SIGKILL included), the channel closes and the gateway stops as on SIGTERM,
 * so no orphan keeps the port. A cluster's gateway processes have the cluster's own channel.
 */
function stopWithStarter(): void {
  if (isClusterWorker() || !process.send) return;
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

stopWithStarter();
let config: Config;
let processes = 1;
try {
  config = parseConfig(process.env);
  processes = isClusterWorker() ? 1 : readGatewayProcesses(process.env, config.databaseUrl);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Ошибка в переменных окружения: ${error.message}`);
  process.exit(2);
}
(processes > 1 ? runClusterPrimary(config, processes, (port) => printBanner(config, port)) : main(config)).catch((error: unknown) => {
  console.error('Шлюз не запустился:', error);
  process.exit(1);
});
