/**
 * The page's main-thread tasks from a Chromium trace (Browser.startTracing through Playwright):
 * each task's wall time (`dur`) and its thread time (`tdur`, the CPU the main thread spent in
 * it). On a shared machine a task's wall time stretches with whatever else runs; its thread time
 * hardly does, so the two read together tell a slow task from a starved one. The children with
 * the most thread time say what the task did (script, style, layout, paint, garbage collection).
 */
export const traceCategories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number; documentLoaderURL?: string };
  };
}

export interface TracedTask {
  /** ms from the page's navigation start (the page clock of performance.now()). */
  start: number;
  wallMs: number;
  cpuMs: number;
  /** What took its thread time, the largest first: 'name 12.3' (ms). */
  parts: string[];
}

const ms = (microseconds = 0) => microseconds / 1000;

/** What a child event is called in the report: a script's function and file, else the event's name. */
function partName(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' && data)
    return `script ${data.functionName || ''}@${(data.url ?? '').split('/').pop()}:${data.lineNumber}:${data.columnNumber}`;
  return event.name;
}

/** Events that only wrap the work inside them: their children are reported instead. */
const wrappers = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction', 'v8.run']);

/** The page's own navigation, the last one on a renderer main thread (an about:blank or a frame's has no loader address). */
function pageNavigation(events: readonly TraceEvent[]): TraceEvent {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL && mains.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) throw new Error('the trace has no navigationStart on a renderer main thread');
  return navigation;
}

/** The page's first contentful paint, in ms from its navigation start; null when it never painted. */
export function firstContentfulPaintMs(trace: { traceEvents: TraceEvent[] }): number | null {
  const navigation = pageNavigation(trace.traceEvents);
  const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigation.ts);
  return paint ? ms(paint.ts - navigation.ts) : null;
}

/**
 * The renderer main thread's top-level tasks (RunTask) of the page whose navigation started last,
 * from `fromMs` on (page clock), with the direct children that took their thread time.
 */
export function mainThreadTasks(trace: { traceEvents: TraceEvent[] }, fromMs: number): TracedTask[] {
  const events = trace.traceEvents;
  const navigation = pageNavigation(events);
  const thread = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const onThread = events.filter((event) => thread(event) && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const from = navigation.ts + fromMs * 1000;
  const tasks = onThread.filter((event) => event.name === 'RunTask' && event.ts >= from);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const byName = new Map<string, number>();
    // The outermost events inside the task that are not mere wrappers: what the task did.
    let coveredUntil = task.ts;
    for (const event of onThread) {
      if (event.ts < task.ts || event === task) continue;
      if (event.ts >= end) break;
      if (event.ts < coveredUntil || wrappers.has(event.name)) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      const name = partName(event);
      byName.set(name, (byName.get(name) ?? 0) + ms(event.tdur ?? event.dur));
    }
    const parts = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, taken]) => `${name} ${taken.toFixed(1)}`);
    return { start: ms(task.ts - navigation.ts), wallMs: ms(task.dur), cpuMs: ms(task.tdur ?? task.dur), parts };
  });
}

/** The task with the longest wall time and the one with the most thread time (often the same). */
export function longestTasks(tasks: readonly TracedTask[]): { byWall: TracedTask | null; byCpu: TracedTask | null } {
  const longest = (key: 'wallMs' | 'cpuMs') =>
    tasks.reduce<TracedTask | null>((best, task) => (!best || task[key] > best[key] ? task : best), null);
  return { byWall: longest('wallMs'), byCpu: longest('cpuMs') };
}

/**
 * The blocking time of the page's own work, from the thread time of its tasks after the first
 * contentful paint: each task's CPU time `slowdown` times over, less 50 ms, summed. Lighthouse
 * counts wall time instead, which on a shared machine includes the time the renderer waited for a
 * core (36–54 % of a data screen's long tasks here); this figure leaves that out. It counts every
 * task to the trace's end, where Lighthouse stops at the page's interactive point.
 */
export function ownBlockingMs(trace: { traceEvents: TraceEvent[] }, slowdown: number): number {
  const paint = firstContentfulPaintMs(trace);
  if (paint === null) return Number.NaN;
  return mainThreadTasks(trace, 0)
    .filter((task) => task.start + task.wallMs > paint)
    .reduce((sum, task) => sum + Math.max(0, task.cpuMs * slowdown - 50), 0);
}
