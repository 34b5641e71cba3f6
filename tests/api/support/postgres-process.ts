import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A PostgreSQL server of the tests' own on loopback, in a temporary folder: started, stopped, started again, removed. */
export interface PostgresProcess {
  /** Its maintenance database (`postgres`) as the user `portal`, who may create databases. */
  url: string;
  /**
   * pg_ctl stop: `fast` disconnects every session and shuts down cleanly, `immediate` kills the
   * server (it recovers on start). Resolves once it is down, without blocking the event loop (a
   * gateway in the same process goes on serving meanwhile).
   */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if it runs) and removes its folder. */
  remove(): void;
}

/** PG_BIN, or the newest Debian PostgreSQL. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is missing: apt-get install -y postgresql, or set PG_BIN');
  return join(root, versions[0], 'bin');
}

/**
 * Where a server's folder goes: in memory (/dev/shm) when that has room, else the system's
 * temporary folder (a container's /dev/shm may hold 64 MB). The api run's server holds a database
 * per test file, over a gigabyte by its end, and removing that from a disk kept vitest's main
 * thread in synchronous disk writes for 5–18 s after its summary, past the end of every test.
 */
function serversFolder(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 4 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm on this system
  }
  return tmpdir();
}

/**
 * Initialises and starts a throwaway server. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user, in a folder that user owns. Durability is worthless here:
 * without fsync the tests run faster.
 */
export async function startPostgres({ maxConnections = 100 } = {}): Promise<PostgresProcess> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(serversFolder(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args));
  };

  const data = join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const stopArgs = (mode: 'fast' | 'immediate') => ['-D', data, '-m', mode, '-w', 'stop'];
  await start();
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    stop: (mode) => run('pg_ctl', stopArgs(mode)),
    start,
    remove() {
      // Synchronous: it also runs from a teardown that may not wait for a promise.
      try {
        if (existsSync(join(data, 'postmaster.pid'))) execFileSync(...command('pg_ctl', stopArgs('immediate')), { stdio: 'pipe' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
