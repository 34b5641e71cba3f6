/**
 * A clock tests set and move: the gateway reads "now" only through it, so expiry and time
 * windows are tested without sleeping.
 */
export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(seconds: number): void;
  /** Back to the start time; call in afterEach when a test moved the clock. */
  reset(): void;
}

/** A Thursday in the fourth quarter, mid-morning in Moscow. */
export const START = new Date('2026-11-19T07:30:00Z');

export function testClock(start: Date = START): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (seconds) => {
      current += seconds * 1000;
    },
    reset: () => {
      current = start.getTime();
    },
  };
}
