/*
 * Injected before any script of a benchmarked page (page.addInitScript({ path })). Plain
 * JavaScript on purpose: Node runs the bench through tsx, whose esbuild keeps function names by
 * wrapping them in a `__name` helper that does not exist in the page, so functions handed to
 * page.evaluate are kept trivial and all the logic lives here.
 *
 * It records, in the page's own clock (performance.now()):
 * - long tasks (PerformanceObserver 'longtask', buffered: those before the observer too);
 * - when the user last acted ('change', 'input' or 'click'), from the event's timeStamp, so a
 *   change is timed from the input itself and not from Playwright's round trip;
 * - when the portal saved a file (its saveFile clicks a link with `download`);
 * - the longest gap between animation frames: the main thread cannot run a frame during a task,
 *   so this bounds the longest task from above even when no task reaches the 50 ms of 'longtask';
 * - on the positions screens, the first frame since arm() showing the summary of a new
 *   view of the worker and the first showing the grid's rows of it (marks), so one change gives
 *   both times.
 */
(() => {
  const bench = {
    longTasks: [],
    inputs: {},
    savedAt: null,
    armedAt: 0,
    armed: { revision: 0, packs: null, summaryRevision: 0, positionsRevision: 0, cost: null },
    marks: {},
    lastFrame: 0,
    maxFrameGap: 0,
    tabAt: null,
  };
  window.__bench = bench;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const isSave = (target) => target instanceof HTMLAnchorElement && target.hasAttribute('download');
  // keydown: a typed quantity counts from the Enter that commits it.
  for (const type of ['change', 'input', 'click', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        if (isSave(event.target)) bench.savedAt = performance.now();
        else bench.inputs[type] = event.timeStamp;
      },
      true,
    );
  }

  // The positions screens: the purchase order's summary cells and the positions grid (both carry
  // the worker's view revision; aria-busy while the worker applies a filter or reads rows).
  const summary = () => document.querySelector('.purchase-order__summary');
  const positionsGrid = () => document.querySelector('.positions__grid');
  const summaryRevision = () => Number(summary()?.getAttribute('data-view-revision') ?? 0);
  const positionsRevision = () => Number(positionsGrid()?.getAttribute('data-view-revision') ?? 0);
  const costText = () => document.querySelector('[data-total="orderCost"]')?.textContent ?? null;
  const summaryShows = (afterRevision) => summary()?.getAttribute('aria-busy') === 'false' && summaryRevision() > afterRevision;
  const positionsRowsShow = (afterRevision) => {
    const grid = positionsGrid();
    if (!grid || grid.getAttribute('aria-busy') !== 'false') return false;
    const revision = positionsRevision();
    return (
      revision > afterRevision &&
      grid.getAttribute('data-window-revision') === String(revision) &&
      (grid.querySelector('.positions__quantity') !== null || grid.querySelector('.grid__message') !== null)
    );
  };
  const positionsMarks = (now) => {
    const marks = bench.marks;
    if (marks.summary === undefined && summaryShows(bench.armed.summaryRevision)) marks.summary = now;
    if (marks.rows === undefined && positionsRowsShow(bench.armed.positionsRevision)) marks.rows = now;
    if (marks.cost === undefined && bench.armed.cost !== null && costText() !== bench.armed.cost) marks.cost = now;
  };

  const onFrame = (now) => {
    if (bench.lastFrame) bench.maxFrameGap = Math.max(bench.maxFrameGap, now - bench.lastFrame);
    bench.lastFrame = now;
    if (bench.tabAt === null && document.querySelector('.profit-forecast')) bench.tabAt = performance.now();
    positionsMarks(performance.now());
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  const gridFrame = () => document.querySelector('.profit-forecast__grid');
  const revisionOf = (grid) => Number(grid?.getAttribute('data-view-revision') ?? 0);
  const packsText = () => document.querySelector('[data-total="packs"]')?.textContent ?? null;

  /** The grid shows the rows of the view the worker applied last, and has some. */
  const gridShows = (afterRevision) => {
    const grid = gridFrame();
    if (!grid || grid.getAttribute('aria-busy') !== 'false') return false;
    const revision = revisionOf(grid);
    return revision > afterRevision && grid.getAttribute('data-window-revision') === String(revision);
  };

  const conditions = {
    load: () => gridShows(0) && document.querySelector('.profit-forecast__quantity') !== null,
    view: () => gridShows(bench.armed.revision),
    totals: () => packsText() !== bench.armed.packs,
    file: () => bench.savedAt !== null,
    none: () => true,
    // Positions: the summary and the rows of a new view (a filter, or the list shown), the cost after an edit.
    positionsView: () => bench.marks.summary !== undefined && bench.marks.rows !== undefined,
    positionsCost: () => bench.marks.cost !== undefined,
  };

  /** Starts a measurement: what the page shows now is the 'before' of the change. */
  bench.arm = () => {
    bench.armedAt = performance.now();
    bench.armed = {
      revision: revisionOf(gridFrame()),
      packs: packsText(),
      summaryRevision: summaryRevision(),
      positionsRevision: positionsRevision(),
      cost: costText(),
    };
    bench.marks = {};
    bench.inputs = {};
    bench.savedAt = null;
    bench.maxFrameGap = 0;
    bench.lastFrame = 0;
  };

  const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Waits for the first animation frame in which `condition` holds (the frame that paints the
   * result), then `quietMs` more so trailing tasks are over and their entries delivered.
   * Answers the times and the longest task and frame gap since arm() (since navigation for 'load').
   */
  bench.settled = ({ condition, input, timeoutMs, quietMs }) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (conditions[condition]()) return resolve(performance.now());
        if (performance.now() - bench.armedAt > timeoutMs) return reject(new Error(`'${condition}' not reached in ${timeoutMs} ms`));
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }).then(async (shownAt) => {
      await delay(quietMs);
      const startAt = input ? (bench.inputs[input] ?? bench.armedAt) : bench.armedAt;
      return {
        startAt,
        shownAt,
        ...bench.report(),
        inputSeen: input ? input in bench.inputs : true,
        tabAt: bench.tabAt,
        marks: { ...bench.marks },
      };
    });

  /** The longest task and frame gap since arm(), and how many tasks passed 50 ms. */
  bench.report = () => {
    const tasks = bench.longTasks.filter((task) => task.start >= bench.armedAt);
    return {
      longestTaskMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
      longTasks: tasks.length,
      longestFrameGapMs: bench.maxFrameGap,
      tasks: tasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
    };
  };

  bench.quiet = (ms) => delay(ms);
})();
