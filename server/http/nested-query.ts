import { parse } from 'node:querystring';

/**
 * The gateway reads "standard nested query strings" (reports-and-foundation §7), as the portal
 * and back ends of the spec's kind write them (the `qs` form): `a[b]=c` is `{ a: { b: 'c' } }`,
 * `a[0]=x&a[1]=y` and `a[]=x&a[]=y` are `{ a: ['x', 'y'] }`. A flat query parses as before
 * (a repeated key is a list). Bounded: at most 5 levels and lists of 100; a key past those, or
 * naming an object's own machinery (__proto__, constructor, prototype), stays a flat key, which
 * no declared query has, so its call answers a Russian 400 or ignores it.
 */
const maxDepth = 5;
const maxIndex = 99;
const unsafe = new Set(['__proto__', 'constructor', 'prototype']);

type Node = Record<string, unknown>;

/** `a[b][0]` → ['a', 'b', '0']; null for a key that is not of that form. */
function pathOf(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/u.exec(key);
  if (!match) return null;
  const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/gu)].map(([, part]) => part)];
  const bounded = path.length <= maxDepth + 1 && path.every((part) => !/^\d+$/u.test(part) || Number(part) <= maxIndex);
  return bounded && !path.some((part) => unsafe.has(part)) ? path : null;
}

/** Objects whose keys are exactly 0..n-1 become lists, as qs makes them. */
function listsOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const node = value as Node;
  const keys = Object.keys(node);
  const entries = keys.map((key) => [key, listsOf(node[key])] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

export function parseNestedQuery(text: string): Node {
  const root: Node = {};
  for (const [key, value] of Object.entries(parse(text))) {
    const path = pathOf(key);
    if (!path) {
      if (!unsafe.has(key)) root[key] = value;
      continue;
    }
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = (node[part] = next !== null && typeof next === 'object' && !Array.isArray(next) ? next : {}) as Node;
    }
    const last = path[path.length - 1];
    if (last === '') {
      // `a[]=x&a[]=y`: the items in order.
      const items = Array.isArray(value) ? value : [value];
      items.slice(0, maxIndex + 1).forEach((item, index) => (node[String(index)] = item));
    } else {
      node[last] = value;
    }
  }
  return listsOf(root) as Node;
}
