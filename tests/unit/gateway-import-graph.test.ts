import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The gateway's imports as they are, read from every file of server/ (type-only imports, re-exports
 * and dynamic imports counted too): each one goes down the layers of ARCHITECTURE.md, so no two
 * folders import each other, and no files import each other in a circle. eslint.config.js refuses
 * a wrong import while it is written; this catches what a lint rule cannot see (a new folder with no
 * rule, a circle inside one folder).
 */
const layers = [
  ['core'],
  ['db'],
  ['reports'],
  ['auth'],
  ['http'],
  ['metrics'],
  ['tasks'],
  ['services'],
  ['seed', 'openapi', 'portal'],
  ['(root)'],
];
const levelOf = new Map(layers.flatMap((row, level) => row.map((folder) => [folder, level] as const)));

const server = fileURLToPath(new URL('../../server', import.meta.url));

function filesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesOf(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const importPattern = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Each file of server/ (relative to it) with the files of server/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesOf(server)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(importPattern)]
      .map((match) => resolved(file, match[1] ?? match[2]))
      .filter((target): target is string => target !== null && target.startsWith(server + '/'));
    graph.set(
      relative(server, file),
      targets.map((target) => relative(server, target)),
    );
  }
  return graph;
}

const folderOf = (file: string): string => (file.includes('/') ? file.split('/')[0] : '(root)');

/** Circles of files (strongly connected groups of more than one file), by Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the gateway import graph', () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([file, targets]) =>
    targets.map((target) => ({ file, target, from: folderOf(file), to: folderOf(target) })),
  );

  it('reads the imports it checks', () => {
    // A broken reader would pass every check below on an empty graph.
    expect(graph.size).toBeGreaterThan(150);
    expect(edges.filter(({ from, to }) => from !== to).length).toBeGreaterThan(300);
    expect(graph.get('tasks/initiative-names.ts')).toEqual(['db/connect.ts', 'db/schema.ts']);
  });

  it('places every folder of server/ in a layer', () => {
    expect([...new Set([...graph.keys()].map(folderOf))].filter((folder) => !levelOf.has(folder))).toEqual([]);
  });

  it('imports only down the layers, or inside a folder', () => {
    const upward = edges.filter(({ from, to }) => from !== to && levelOf.get(to)! >= levelOf.get(from)!);
    expect(upward.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it('has no two folders importing each other', () => {
    const pairs = new Set(edges.filter(({ from, to }) => from !== to).map(({ from, to }) => `${from} -> ${to}`));
    expect([...pairs].filter((pair) => pairs.has(pair.split(' -> ').reverse().join(' -> ')))).toEqual([]);
  });

  it('has no files importing each other in a circle', () => {
    expect(circles(graph)).toEqual([]);
  });
});
