import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { systemClock } from './clock';
import { type Config, ConfigError, parseConfig } from './config';
import { openDatabase } from './db/connect';
import { demoAccounts, isEmpty, seedDemo } from './seed/index';
import { startTaskRunner } from './tasks/runner';

/** Starts the gateway: connect, migrate, seed an empty database, listen. */
async function main(config: Config): Promise<void> {
  const database = await openDatabase(config);
  await database.exclusively(async () => {
    await database.migrate(config.migrationsDir);
    if (config.seed === 'demo' && (await isEmpty(database.db))) await seedDemo(database.db, systemClock);
  });

  const app = await buildApp({ db: database.db, clock: systemClock, config });
  // Background tasks (server/tasks) run with the gateway; on close they stop before the database does.
  const tasks = await startTaskRunner(database, systemClock, { delayMs: config.taskDelayMs });
  app.addHook('onClose', async () => {
    await tasks.stop();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });

  const { port } = app.server.address() as AddressInfo;
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir ? `PGlite в ${config.dataDir}` : 'PGlite в памяти';
  console.log(`\nПортал аптеки: http://localhost:${port}/pa/  (база данных: ${where})`);
  if (config.seed === 'demo') {
    console.log('Демо-учётные записи (логин / пароль):');
    for (const account of demoAccounts) {
      console.log(`  ${account.login} / ${account.password}  ${account.role}, ${account.note}`);
    }
  }

  // Finish the requests under way and close the database before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Ошибка в переменных окружения: ${error.message}`);
  process.exit(2);
}
main(config).catch((error: unknown) => {
  console.error('Шлюз не запустился:', error);
  process.exit(1);
});
