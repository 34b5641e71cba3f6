import { systemClock } from './core/clock';
import type { Config } from './core/config';
import type { DatabaseHandle } from './db/connect';
import { isEmpty, seedDemo } from './seed/index';

/**
 * The start-up work done once per database, by one process at a time: the migrations, then the
 * demo seed when asked for and the database is empty. A single gateway does it before it listens;
 * a cluster's primary (cluster.ts) does it before it forks the gateway processes.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Pick<Config, 'migrationsDir' | 'seed'>): Promise<void> {
  await database.exclusively(async (startup) => {
    await startup.migrate(config.migrationsDir);
    if (config.seed === 'demo' && (await isEmpty(startup.db))) await seedDemo(startup.db, systemClock);
  });
}
