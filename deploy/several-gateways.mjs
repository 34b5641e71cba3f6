// Several gateway instances on one PostgreSQL behind nginx, on one machine, as separate hosts
// would be (docs/deploy.md): `DATABASE_URL=postgres://… node deploy/several-gateways.mjs`.
//
// Starts every instance at once (each a separate process with its own port, GATEWAY_PROCESSES=1,
// TRUST_PROXY=127.0.0.1), waits until each answers GET /readyz with 200, then runs nginx in the
// foreground with deploy/nginx.conf.template filled in, in a folder of its own. Ctrl+C (SIGINT or
// SIGTERM) stops nginx, then the instances (they finish their requests). An instance that dies is
// reported and not restarted: nginx sends its calls to the others.
//
//   DATABASE_URL    the one PostgreSQL database (required)
//   GATEWAY_PORTS   the instances' ports, comma-separated (default 8081,8082,8083)
//   PORT            where nginx listens (default 8080), HOST its address (default 127.0.0.1)
//   NGINX           the nginx binary (default: nginx on PATH, then /usr/sbin/nginx)
//   NGINX_WORKERS   nginx worker processes (default auto)
// Every other variable (TOKEN_SECRET, SEED, API_RATE_LIMIT, LOG_LEVEL…) goes to every instance.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverBundle } from '../scripts/server-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** How long the instances may take to be ready: the first to start migrates and seeds an empty database. */
const READY_WITHIN_MS = 180_000;
const STOP_GRACE_MS = 15_000;

function fail(message) {
  console.error(message);
  process.exit(2);
}

const env = process.env;
if (!env.DATABASE_URL) fail('DATABASE_URL: нужна строка подключения к PostgreSQL, общей базе всех экземпляров шлюза.');
const ports = (env.GATEWAY_PORTS ?? '8081,8082,8083').split(',').map((text) => text.trim());
if (ports.length === 0 || !ports.every((text) => /^\d{1,5}$/.test(text) && Number(text) > 0 && Number(text) < 65536)) {
  fail(`GATEWAY_PORTS: ожидаются порты через запятую, получено «${env.GATEWAY_PORTS}»`);
}
const listen = `${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '8080'}`;

/** The nginx binary: NGINX, nginx on PATH, or Debian's; null when there is none. */
function nginxBinary() {
  if (env.NGINX) return existsSync(env.NGINX) ? env.NGINX : null;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}
const nginx = nginxBinary();
if (!nginx) fail('nginx не найден: apt-get install -y nginx (или путь к нему в NGINX).');

/** Lines of a child's output, each with the child's name in front. */
function relay(stream, name, into) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) into.write(`[${name}] ${line}\n`);
  });
}

// Every instance runs the built gateway, as `npm start` does: built here when a source is newer.
await buildServerIfStale();

let stopping = false;
const gateways = ports.map((port, index) => {
  const name = `шлюз ${index + 1}`;
  // The instance's own settings win over what the starter was given for the whole deployment.
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    env: { ...env, HOST: '127.0.0.1', PORT: port, GATEWAY_PROCESSES: '1', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child.stdout, name, process.stdout);
  relay(child.stderr, name, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`[${name}] процесс ${child.pid} завершился (${signal ?? code}); nginx отправляет запросы другим экземплярам.`);
  });
  return { name, port, child, url: `http://127.0.0.1:${port}` };
});

async function ready(gateway) {
  try {
    return (await fetch(`${gateway.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

const until = Date.now() + READY_WITHIN_MS;
for (const gateway of gateways) {
  while (!(await ready(gateway))) {
    if (gateway.child.exitCode !== null || Date.now() > until) {
      for (const other of gateways) other.child.kill('SIGTERM');
      fail(`[${gateway.name}] не готов (GET ${gateway.url}/readyz): запуск прерван.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`${gateway.name}: ${gateway.url} готов, процесс ${gateway.child.pid}`);
}

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
mkdirSync(join(prefix, 'temp'));
const values = {
  LISTEN: listen,
  WORKERS: env.NGINX_WORKERS ?? 'auto',
  GATEWAY_SERVERS: gateways.map((gateway) => `server 127.0.0.1:${gateway.port} max_fails=1 fail_timeout=10s;`).join('\n    '),
};
const config = readFileSync(join(root, 'deploy', 'nginx.conf.template'), 'utf8').replace(
  /\$\{([A-Z_]+)\}/g,
  (whole, name) => values[name] ?? whole,
);
writeFileSync(join(prefix, 'nginx.conf'), config);

const balancer = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
relay(balancer.stdout, 'nginx', process.stdout);
relay(balancer.stderr, 'nginx', process.stderr);
balancer.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[nginx] завершился (${signal ?? code}); экземпляры шлюза останавливаются.`);
  void stop(1);
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  // nginx first (SIGQUIT: it finishes the requests under way), so nothing new reaches a gateway that stops.
  balancer.kill('SIGQUIT');
  await exited(balancer);
  for (const gateway of gateways) gateway.child.kill('SIGTERM');
  await Promise.all(gateways.map((gateway) => exited(gateway.child)));
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

// nginx has started once it accepts a connection.
while (!stopping) {
  try {
    await fetch(`http://${listen}/healthz`, { signal: AbortSignal.timeout(1_000) });
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
console.log(
  `Балансировщик nginx: http://${listen}/pa/  (экземпляров шлюза: ${gateways.length}, база PostgreSQL одна). Остановить: Ctrl+C.`,
);
