import { readFileSync } from 'node:fs';

/**
 * What a Lighthouse audit counted as blocking, read from the trace the bench keeps beside each
 * report (BENCH_LIGHTHOUSE_REPORTS=dir): every main-thread task of the page over `min` ms (1×, as
 * recorded), from the navigation's start, with the first contentful paint marked and what ran
 * inside each task summed by name. The mobile preset's score counts each task four times longer,
 * and only the part over 50 ms, after the first paint.
 *
 *   npx tsx bench/lighthouse-tasks.ts dir/overview.mobile.1.trace.json [min ms, default 12.5]
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string; functionName?: string } };
}

const [file, minArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/lighthouse-tasks.ts <audit>.trace.json [min ms]');
const minMs = Number(minArgument ?? 12.5);
const { traceEvents: events } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };

// The page's main thread: of the renderer threads, the one that ran longest.
const busy = new Map<string, number>();
for (const event of events) {
  if (event.name !== 'RunTask' || event.ph !== 'X') continue;
  const thread = `${event.pid}:${event.tid}`;
  busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
}
const mainThread = events
  .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  .map((event) => `${event.pid}:${event.tid}`)
  .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X');

// The navigation to the audited address (about:blank comes first), and its first contentful paint.
const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes('/pa/'));
if (!start) throw new Error(`${file}: no navigation to the portal in this trace`);
const since = (ts: number) => (ts - start.ts) / 1000;
const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= start.ts);
console.log(`first contentful paint at ${paint ? since(paint.ts).toFixed(0) : '?'} ms (1×)`);

/** What ran inside a task, summed by name (a script's file or a function's name with it). */
function inside(task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const sums = new Map<string, number>();
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end || event.name.startsWith('V8.')) continue;
    const where = event.args?.data?.url?.split('/').pop() ?? event.args?.data?.functionName ?? '';
    const key = where ? `${event.name} ${where}` : event.name;
    sums.set(key, (sums.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, microseconds]) => `${key} ${(microseconds / 1000).toFixed(1)}`)
    .join(' | ');
}

for (const task of onMain) {
  const ms = (task.dur ?? 0) / 1000;
  if (task.name !== 'RunTask' || task.ts < start.ts || ms < minMs) continue;
  const after = paint && task.ts + (task.dur ?? 0) > paint.ts ? '' : ' (before the paint)';
  console.log(`@${since(task.ts).toFixed(0)} ms: ${ms.toFixed(1)} ms, ×4 ${(ms * 4).toFixed(0)}${after}: ${inside(task)}`);
}
