import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type BenchGateway } from './browser/gateway';

export type LoadGateway = BenchGateway;

/**
 * The gateway under load: the real server, built as `npm start` runs it, with the demo seed, started as
 * a child process so the load generator (wrk, or autocannon in the bench's process) does not share its
 * event loop. API_RATE_LIMIT is raised for the bench: the flood brake counts a signed-in caller
 * by its user, and the bench is one user making tens of thousands of calls a minute; what is
 * measured is the work of an answer, not the brake. GATEWAY_PROCESSES > 1 runs the cluster.
 * CPU_PROF_DIR, when set, writes a V8 CPU profile of the gateway process(es) there on exit.
 */
export function startLoadGateway(port: number, env: Record<string, string>, cpuProfDir?: string): Promise<LoadGateway> {
  return startGateway({
    port,
    env: { API_RATE_LIMIT: '1000000', ...env },
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    timeoutMs: 180_000,
    portSetting: 'BENCH_LOAD_PORT',
  });
}

export interface LocalPostgres {
  /** A fresh, empty database on the server, so each setup seeds its own. */
  createDatabase(name: string): Promise<string>;
  /**
   * Transactions committed in the database so far (pg_stat_database): each query outside a
   * transaction is one, so the difference over a call's run, divided by its requests, is its
   * queries per call (pg-boss's own polling adds a few a second).
   */
  committed(name: string): number;
  /**
   * pgbench running one SQL script (prepared statements, `clients` connections on two threads) for
   * `seconds`; `defines` are its variables as name=value. Answers transactions a second.
   */
  pgbench(name: string, script: string, defines: string[], clients: number, seconds: number): number;
  /** The server's main process (its backends are below it), for its CPU time. */
  pid(): number;
  stop(): void;
}

const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
const postgresGid = () => Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));

/** PG_BIN, or the newest Debian PostgreSQL. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is missing: apt-get install -y postgresql, or set PG_BIN');
  return join(base, versions[0], 'bin');
}

/**
 * A throwaway PostgreSQL on loopback, as the api-postgres tests start one (TOOLCHAIN.md): as
 * root it runs as the postgres user in a folder that user owns. fsync off: durability is not
 * what the bench measures, and the calls under load only read.
 */
export function startLocalPostgres(port: number): LocalPostgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chownSync(dir, postgresUid(), postgresGid());
  }
  const run = (tool: string, args: string[]) => {
    const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return execFileSync(command, all, { stdio: 'pipe', encoding: 'utf8' });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  return {
    async createDatabase(name) {
      run('psql', ['-h', dir, '-p', String(port), '-U', 'portal', '-d', 'postgres', '-c', `CREATE DATABASE ${name}`]);
      return `postgres://portal@127.0.0.1:${port}/${name}`;
    },
    committed(name) {
      const sql = `SELECT pg_stat_force_next_flush(); SELECT xact_commit FROM pg_stat_database WHERE datname = '${name}'`;
      const out = run('psql', ['-h', dir, '-p', String(port), '-U', 'portal', '-d', 'postgres', '-At', '-c', sql]);
      return Number(out.trim().split('\n').at(-1));
    },
    pgbench(name, script, defines, clients, seconds) {
      const file = join(dir, `${name}.sql`);
      writeFileSync(file, `${script};\n`);
      if (asRoot) chownSync(file, postgresUid(), postgresGid());
      const args = [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'portal',
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        file,
      ];
      const out = run('pgbench', [...args, ...defines.flatMap((define) => ['-D', define]), name]);
      const tps = /tps = ([\d.]+)/.exec(out);
      if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
      return Number(tps[1]);
    },
    pid() {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
