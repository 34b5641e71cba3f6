import type { EventObject } from 'xstate';

/**
 * A readable test name for one path of `getShortestPaths`: the events of the path and where it
 * ends. The walk itself is walkAndSee (./walk-and-see.ts), which checks every state against a
 * hand-written table of what the user sees.
 */
export const describePath = <S extends { value: unknown }, E extends EventObject>(
  path: { steps: Array<{ event: E }>; state: S },
  label: (state: S) => string = (state) => JSON.stringify(state.value),
) =>
  `${
    path.steps
      .map((step) => step.event.type)
      .slice(1)
      .join(' → ') || 'start'
  } ⇒ ${label(path.state)}`;
