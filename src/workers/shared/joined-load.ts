/**
 * The load a screen's worker is running, by what it loads: the same load asked again while it runs
 * (React's strict-mode remount) joins it instead of fetching twice. A load that ends, well or not,
 * is forgotten, so the next request fetches afresh; so is one whose worker ended.
 */
export function createJoinedLoad<T>() {
  let running: { key: string; result: Promise<T> } | null = null;
  return {
    run(key: string, start: () => Promise<T>): Promise<T> {
      if (running?.key === key) return running.result;
      const current = { key, result: start() };
      running = current;
      const done = () => {
        if (running === current) running = null;
      };
      current.result.then(done, done);
      return current.result;
    },
    forget() {
      running = null;
    },
  };
}
