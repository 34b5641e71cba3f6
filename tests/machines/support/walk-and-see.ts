import { expect } from 'vitest';
import type { EventObject, Snapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';

/**
 * A model-based walk that can fail: the paths come from the machine (getShortestPaths), but what
 * the user must see in each state comes from a table written by hand in the test, never read
 * back from the machine. A mutant that changes what a state shows, where an event leads, or which
 * states exist meets a hand-written expectation that no longer holds.
 */
export interface SeeingDriver<S extends Snapshot<unknown>, E extends EventObject, View> {
  /** Plays one event of the path on the live actor (await it when the event starts I/O). */
  play(event: E): unknown;
  /** The live actor's snapshot now. */
  current(): S;
  /**
   * A short name of where a snapshot is, the key of the hand-written table: the state value plus
   * the few context facts the user can tell apart (for example 'editing, 2 rows, one invalid').
   */
  where(snapshot: S): string;
  /** What the user sees now, through the screen's own selectors (texts, flags, counts). */
  see(): View;
  /** By hand, per state name: what the user must see there. */
  expected: Readonly<Record<string, View>>;
}

/**
 * Plays every step of one path: after each, the live actor must be where the model says, and
 * the user must see what the hand-written table says for that place.
 */
export async function walkAndSee<S extends Snapshot<unknown>, E extends EventObject, View>(
  path: StatePath<S, E>,
  driver: SeeingDriver<S, E, View>,
): Promise<void> {
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') await driver.play(step.event);
    const place = driver.where(step.state);
    expect(driver.where(driver.current()), `after ${step.event.type}`).toBe(place);
    if (!(place in driver.expected)) throw new Error(`No hand-written expectation for the state '${place}'`);
    expect(driver.see(), `what the user sees in '${place}'`).toEqual(driver.expected[place]);
  }
}

/**
 * The paths reach exactly the states the table was written for: a state the machine gained or
 * lost (or two states merged) fails here even when each single walk still passes.
 */
export function expectEveryStateWritten<S extends Snapshot<unknown>, E extends EventObject>(
  paths: ReadonlyArray<StatePath<S, E>>,
  where: (snapshot: S) => string,
  expected: Readonly<Record<string, unknown>>,
): void {
  const reached = new Set(paths.flatMap((path) => path.steps.map((step) => where(step.state))));
  expect([...reached].sort()).toEqual(Object.keys(expected).sort());
}
