import { readFileSync } from 'node:fs';

/**
 * The top self-time functions of a V8 CPU profile (`node --cpu-prof`), for finding where the
 * gateway's time goes under load: `npx tsx bench/gateway-load-profile.ts <file.cpuprofile> [top] [last seconds]`.
 * Self time is the samples whose top frame is the function, summed over its call sites. With
 * `last seconds` only the profile's end counts (the load and the stop, not the start and its seed).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
}

const [file, topText, lastText] = process.argv.slice(2);
if (!file) throw new Error('usage: gateway-load-profile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<string, number>();
/** Time with the function anywhere on the stack (counted once a sample), for what a call path costs in all. */
const inclusiveMs = new Map<string, number>();
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (frame: ProfileNode['callFrame'] | undefined): string => {
  const where = frame?.url
    ? `${frame.url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*\/(main|h23d)\//, '')}:${frame.lineNumber + 1}`
    : '';
  return `${frame?.functionName || '(anonymous)'} ${where}`.trim();
};
let totalMs = 0;
const fromUs = lastText ? profile.endTime - Number(lastText) * 1e6 : -Infinity;
let atUs = profile.startTime;
profile.samples.forEach((id, index) => {
  atUs += profile.timeDeltas[index] ?? 0;
  if (atUs < fromUs) return;
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  totalMs += ms;
  const key = nameOf(byId.get(id)?.callFrame);
  selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  const onStack = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) onStack.add(nameOf(byId.get(at)?.callFrame));
  for (const name of onStack) inclusiveMs.set(name, (inclusiveMs.get(name) ?? 0) + ms);
});
// The same by where the code lives: the database, the ORM, tokens and crypto, the web framework.
const groupOf = (key: string): string => {
  const where = key.split(' ').at(-1) ?? '';
  if (/pglite|^wasm:/.test(where)) return 'PGlite (wasm and protocol)';
  const pkg = /^~\/((@[^/]+\/)?[^/]+)/.exec(where);
  if (pkg) return pkg[1];
  if (where.startsWith('node:')) return where.split(':')[1].split('/').slice(0, 3).join('/');
  if (!where) return key;
  return where.split('/').slice(0, 2).join('/');
};
const groups = new Map<string, number>();
for (const [key, ms] of selfMs) groups.set(groupOf(key), (groups.get(groupOf(key)) ?? 0) + ms);
console.log('by place:');
for (const [group, ms] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${group}`);
console.log('by function:');
const top = [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, Number(topText ?? 30));
console.log(`total ${Math.round(totalMs)} ms sampled`);
for (const [key, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${key}`);
console.log('by function with what it calls:');
for (const [key, ms] of [...inclusiveMs].sort((a, b) => b[1] - a[1]).slice(0, Number(topText ?? 30))) {
  console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${key}`);
}
