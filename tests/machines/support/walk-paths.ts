import type { EventObject, Snapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';

/**
 * Runs one path of `getShortestPaths` against a live actor: each step's event is played by the
 * driver, then the actor must be where the model says. (`createTestModel` refuses machines that
 * invoke actors or use delays, which every machine here does, so paths are walked by hand.)
 */
export async function walkPath<S extends Snapshot<unknown>, E extends EventObject>(
  path: StatePath<S, E>,
  driver: { play(event: E): unknown; check(expected: S): void },
): Promise<void> {
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') await driver.play(step.event);
    driver.check(step.state);
  }
}

/** A readable test name: the events of the path and where it ends. */
export const describePath = <S extends { value: unknown }, E extends EventObject>(
  path: { steps: Array<{ event: E }>; state: S },
  label: (state: S) => string = (state) => JSON.stringify(state.value),
) => `${path.steps.map((step) => step.event.type).slice(1).join(' → ') || 'start'} ⇒ ${label(path.state)}`;
