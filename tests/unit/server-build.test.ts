import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServerIfStale, serverBundle } from '../../scripts/server-build.mjs';

/** A project folder of the shape the build reads: server/main.ts, src/, package-lock.json. */
function project(greeting: string): string {
  const root = mkdtempSync(join(tmpdir(), 'server-build-'));
  mkdirSync(join(root, 'server'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'src/greeting.ts'), `export const greeting: string = '${greeting}';\n`);
  writeFileSync(join(root, 'server/main.ts'), "import { greeting } from '../src/greeting';\nconsole.log(greeting);\n");
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const runBuilt = (root: string) => execFileSync(process.execPath, [join(root, serverBundle)], { encoding: 'utf8' }).trim();
/** A source written after the build, as an edit would be. */
function edit(root: string, path: string, text: string) {
  writeFileSync(join(root, path), text);
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, path), later, later);
}

describe('the built gateway', () => {
  it('is built when missing, runs with plain node, and is not built again while no source changed', async () => {
    const root = project('Привет');
    roots.push(root);
    expect(await buildServerIfStale(root)).toBe(true);
    expect(runBuilt(root)).toBe('Привет');
    expect(await buildServerIfStale(root)).toBe(false);
  });

  it('is built again when the shared code under src changes, and runs the change', async () => {
    const root = project('Привет');
    roots.push(root);
    await buildServerIfStale(root);
    edit(root, 'src/greeting.ts', "export const greeting: string = 'Здравствуйте';\n");
    expect(await buildServerIfStale(root)).toBe(true);
    expect(runBuilt(root)).toBe('Здравствуйте');
  });

  it('keeps the last good file when a source does not compile', async () => {
    const root = project('Привет');
    roots.push(root);
    await buildServerIfStale(root);
    edit(root, 'server/main.ts', 'console.log(;\n');
    await expect(buildServerIfStale(root)).rejects.toThrow(/Build failed/);
    expect(runBuilt(root)).toBe('Привет');
  });
});
