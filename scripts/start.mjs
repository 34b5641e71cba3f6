// `npm start`: builds the portal when the build is missing or older than its sources, then starts
// the gateway (server/main.ts through tsx) with the environment passed through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths below (and DATA_DIR, PORTAL_DIR) are relative to the project folder.
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));

const builtPage = 'dist/portal/index.html';
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under a file or folder; 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildPortalIfStale() {
  // A portal put elsewhere (PORTAL_DIR) is built by whoever put it there.
  if (process.env.PORTAL_DIR) return;
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (builtAt > changedAt) return;

  console.log(builtAt ? 'Исходники портала изменились: пересборка (npx vite build)…' : 'Сборка портала (npx vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) {
    console.error('\nПортал не собрался (ошибка сборки выше), шлюз не запущен.');
    process.exit(build.status ?? 1);
  }
}

buildPortalIfStale();

const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
// Ctrl+C reaches both processes from the terminal; a SIGTERM sent to this one is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
