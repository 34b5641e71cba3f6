// `npm start`: builds the portal and the gateway when a build is missing or older than its sources,
// then starts the gateway (dist/server/main.mjs, scripts/server-build.mjs) with the environment
// passed through.
//
// Stopping: Ctrl+C, or SIGINT/SIGTERM sent to this process (npm passes its own on), stops the build
// or the gateway under way, waits for it and exits; nothing started here is left serving. The
// children run in their own process group so that one signal, sent by us, reaches the whole group
// (vite's helpers included) once, and a terminal's Ctrl+C does not reach the gateway twice.
//
// Killed: when npm (or whoever started us) is gone, SIGKILL included, we stop the gateway as on
// SIGTERM; and the gateway has an IPC channel to us, so if we are killed it stops by itself. No
// orphan keeps the port for the next start.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, newest, serverBundle } from './server-build.mjs';

// Paths below (and DATA_DIR, PORTAL_DIR) are relative to the project folder.
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));

const builtPage = 'dist/portal/index.html';
const sources = ['src', 'public', 'index.html', 'sign-in.html', 'vite.config.ts', 'package-lock.json'];
/** A child that has not stopped this long after the signal is killed. */
const STOP_GRACE_MS = 10_000;

/** The child running now (the build, then the gateway), and the signal that is stopping us. */
let current = null;
let stopping = null;

/** Signals a child's whole process group; it may already be gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already exited
  }
}

/** Passes a stop on to the child under way, once; one that does not stop in time is killed. */
function stop(signal) {
  if (stopping) return; // a second Ctrl+C while stopping: the grace timer below decides
  stopping = signal;
  if (!current) process.exit(130);
  signalGroup(current, signal);
  setTimeout(() => signalGroup(current, 'SIGKILL'), STOP_GRACE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
/** The parent of a process and its command name, from ps; null when ps cannot tell. */
function parentOf(pid) {
  try {
    const [ppid, command] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return { ppid: Number(ppid), command };
  } catch {
    return null;
  }
}

/** Whether a process exists (EPERM: it does, under another user). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

// `npm start` runs us under `sh -c`, and npm passes its signal to that shell only: the shell dies
// and leaves us behind. A parent that changes (we were re-parented) is therefore a stop request.
// npm killed with SIGKILL leaves that shell running, so under npm the shell's parent, npm, is
// watched too.
const parent = process.ppid;
const starters = [parent];
const shell = process.env.npm_lifecycle_event ? parentOf(parent) : null;
if (shell && /^(sh|bash|dash)$/.test(shell.command) && shell.ppid > 1) starters.push(shell.ppid);
setInterval(() => {
  if (process.ppid !== parent || !starters.every(alive)) stop('SIGTERM');
}, 200).unref();

// Whatever ends this process, the children go with it.
process.on('exit', () => {
  if (current && current.exitCode === null && current.signalCode === null) signalGroup(current, 'SIGKILL');
});

/**
 * Runs a command in its own process group with our terminal output; resolves with its exit.
 * `channel`: an IPC channel to the child, which closes when we end however we end.
 */
function run(command, args, { channel = false } = {}) {
  const stdio = channel ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = spawn(command, args, { stdio, env: process.env, detached: true });
  current = child;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => resolve({ code: 1, signal: null, error }));
  });
}

/** The exit code after a stop: 0 for a requested stop that went well. */
const stoppedCode = ({ code, signal }) => (stopping ? (code === 0 || signal === stopping ? 0 : (code ?? 1)) : (code ?? 1));

async function buildPortalIfStale() {
  // A portal put elsewhere (PORTAL_DIR) is built by whoever put it there.
  if (process.env.PORTAL_DIR) return;
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (builtAt > changedAt) return;

  console.log(builtAt ? 'Исходники портала изменились: пересборка (npx vite build)…' : 'Сборка портала (npx vite build)…');
  const build = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (stopping) {
    console.error('\nСборка прервана, шлюз не запущен.');
    process.exit(stoppedCode(build));
  }
  if (build.code !== 0) {
    console.error('\nПортал не собрался (ошибка сборки выше), шлюз не запущен.');
    process.exit(build.code ?? 1);
  }
}

async function buildServer() {
  try {
    if (await buildServerIfStale()) console.log(`Шлюз собран: ${serverBundle}`);
  } catch (error) {
    // esbuild has printed what it could not build.
    console.error(`\nШлюз не собрался (${error.message.split('\n')[0]}), шлюз не запущен.`);
    process.exit(1);
  }
}

await buildPortalIfStale();
await buildServer();
if (stopping) process.exit(stoppedCode({ code: 0, signal: null }));
const gateway = await run(process.execPath, ['--enable-source-maps', serverBundle], { channel: true });
process.exit(stopping ? stoppedCode(gateway) : (gateway.code ?? 1));
