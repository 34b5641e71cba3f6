/**
 * Pages of one caller's forecast are answered in turn: the next is built once the previous has
 * left. The portal's worker asks for page N+1 while it reads page N; on PGlite every query holds
 * the gateway's one thread, so building N+1 while N was still being sent stalled N's transfer, and
 * the worker waited as long as when it asked one page at a time (docs/decisions/forecast-json-pages.md).
 * In turn, N leaves at full speed and N+1 is built while the worker reads N. Only one caller's own
 * pages wait for each other, and one page at a time is held.
 */
export interface Turn {
  /** Settles when every earlier turn of the same key is over. */
  ready: Promise<void>;
  /** Ends this turn; safe to call more than once, and before `ready` (the caller went away). */
  end(): void;
}

export function createTurns() {
  const last = new Map<string, Promise<void>>();
  function take(key: string): Turn {
    const ready = last.get(key) ?? Promise.resolve();
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const over = ready.then(() => ended);
    last.set(key, over);
    // The key is forgotten once its last turn is over, so the map holds only callers loading now.
    void over.then(() => {
      if (last.get(key) === over) last.delete(key);
    });
    return { ready, end };
  }
  return { take };
}
