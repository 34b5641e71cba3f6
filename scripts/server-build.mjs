// The gateway as one JavaScript file, dist/server/main.mjs, which `npm start`, the deployments and
// the tests that start gateway processes run with plain `node`.
//
// Why not `node --import tsx server/main.ts` as before: tsx's loader hooks see every module the
// gateway loads, its packages included, and a gateway spent as much CPU in them as in its own
// start. Measured on two cores (2026-12-02): one process on a seeded PostgreSQL 3.7 s → 2.3 s to
// its banner (6.1 → 3.4 s of CPU); GATEWAY_PROCESSES=2, three processes, 10.6 s → 5.6 s (19.8 →
// 9.8 s of CPU). Packages stay outside the file (node_modules, as installed); the source map lets
// errors name the TypeScript lines. The file sits two folders down, like server/portal/*.ts, so
// the one path the gateway reads relative to its own code (src/styles/base.css) still resolves.
//
//   node scripts/server-build.mjs    builds it when it is missing or older than its sources
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built gateway, relative to the project folder. */
export const serverBundle = 'dist/server/main.mjs';

/** What the gateway is built from: its own code, the contract and domain code it shares with the portal, the packages. */
const sources = ['server', 'src', 'package-lock.json'];

/** The newest modification time under a file or folder; 0 when it does not exist (start.mjs asks it of the portal's sources too). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Builds the gateway's file when it is missing or older than a source; true when it built.
 * Several test runners may build at once: each writes its own copy and renames it into place, so
 * a gateway never starts from a half-written file.
 */
export async function buildServerIfStale(root = projectRoot) {
  const out = join(root, serverBundle);
  const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map((source) => newest(join(root, source))))) return false;
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(out), { recursive: true });
  // The map first: a start that finds the new file finds its map too.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildServerIfStale();
  console.log(built ? `Шлюз собран: ${serverBundle}` : `Шлюз уже собран: ${serverBundle}`);
}
