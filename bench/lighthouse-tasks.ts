import { readFileSync } from 'node:fs';
import { firstContentfulPaintMs, mainThreadTasks, ownBlockingMs } from './browser/trace-tasks';

/**
 * What a Lighthouse audit counted as blocking, read from the trace the bench keeps beside each
 * report (BENCH_LIGHTHOUSE_REPORTS=dir): every main-thread task of the page over `min` ms (1×, as
 * recorded; its thread time beside it), from the navigation's start, with the first contentful
 * paint marked and what took each task's time. The mobile preset's score counts each task's wall
 * time four times longer, and only the part over 50 ms, after the first paint. The last line sums the
 * same from thread time: the blocking the page's own work makes, without its waits for a core.
 *
 *   npx tsx bench/lighthouse-tasks.ts dir/overview.mobile.1.trace.json [min ms, default 12.5]
 */
const [file, minArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/lighthouse-tasks.ts <audit>.trace.json [min ms]');
const minMs = Number(minArgument ?? 12.5);
const trace = JSON.parse(readFileSync(file, 'utf8'));

const paint = firstContentfulPaintMs(trace);
console.log(`first contentful paint at ${paint === null ? '?' : paint.toFixed(0)} ms (1×)`);
for (const task of mainThreadTasks(trace, 0)) {
  if (task.wallMs < minMs) continue;
  const before = paint !== null && task.start + task.wallMs <= paint ? ' (before the paint)' : '';
  console.log(
    `@${task.start.toFixed(0)} ms: ${task.wallMs.toFixed(1)} ms (thread ${task.cpuMs.toFixed(1)}), ×4 ${(task.wallMs * 4).toFixed(0)}${before}: ${task.parts.join(' | ')}`,
  );
}
console.log(`the page's own blocking time, thread time ×4 after the paint: ${ownBlockingMs(trace, 4).toFixed(0)} ms`);
