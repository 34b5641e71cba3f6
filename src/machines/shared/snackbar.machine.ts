/*
 * Snackbars (spec sections 4 and 8): short messages shown one at a time, in the order they came.
 *
 * idle      nothing to show.
 * showing   the first snackbar of the queue is on screen until it is clicked, hovered (when that
 *           snackbar allows it) or its auto-hide delay passes; later ones wait in the queue. A
 *           snackbar saying that something has started (untilResult) gives way at once to the
 *           next one, which is its result or newer news: it never outstays the result.
 * choosing  the shown snackbar went away: show the next one, or go idle.
 */
import { assign, setup } from 'xstate';

export type SnackbarType = 'normal' | 'info' | 'success' | 'warning' | 'error';

export interface SnackbarContent {
  type: SnackbarType;
  title: string;
  description?: string;
  /** Spec: "dismissed by click, or by mouse-over when enabled". Off unless asked. */
  dismissOnHover?: boolean;
  /**
   * «Запущено формирование…»: the result follows in a snackbar of its own, which takes this one's
   * place at once instead of waiting behind it.
   */
  untilResult?: boolean;
}

export interface Snackbar extends SnackbarContent {
  id: number;
}

export type SnackbarEvent =
  { type: 'snackbar.show'; snackbar: SnackbarContent } | { type: 'snackbar.dismiss'; id: number } | { type: 'snackbar.hover'; id: number };

const isShown = (queue: Snackbar[], id: number) => queue[0]?.id === id;

export const snackbarMachine = setup({
  types: {} as { context: { queue: Snackbar[]; nextId: number }; events: SnackbarEvent },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'snackbar.show') return {};
      // A waiting «started» notice is stale once anything newer comes: the news is the newer one.
      const stillNews = context.queue.filter((snackbar, index) => index === 0 || !snackbar.untilResult);
      return { queue: [...stillNews, { ...event.snackbar, id: context.nextId }], nextId: context.nextId + 1 };
    }),
    dropShown: assign({ queue: ({ context }) => context.queue.slice(1) }),
    dropWaiting: assign({
      queue: ({ context, event }) => ('id' in event ? context.queue.filter((s) => s.id !== event.id) : context.queue),
    }),
  },
  guards: {
    isShown: ({ context, event }) => 'id' in event && isShown(context.queue, event.id),
    hoverDismissesShown: ({ context, event }) =>
      'id' in event && isShown(context.queue, event.id) && context.queue[0].dismissOnHover === true,
    hasQueue: ({ context }) => context.queue.length > 0,
    shownAwaitsResult: ({ context }) => context.queue[0].untilResult === true,
  },
  delays: {
    /** Long enough to read a title and a line of description. */
    autoHide: 6000,
  },
}).createMachine({
  id: 'snackbar',
  context: { queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'snackbar.show': { target: 'showing', actions: 'enqueue' } },
    },
    showing: {
      after: { autoHide: { target: 'choosing', actions: 'dropShown' } },
      on: {
        'snackbar.show': [{ guard: 'shownAwaitsResult', target: 'choosing', actions: ['enqueue', 'dropShown'] }, { actions: 'enqueue' }],
        'snackbar.dismiss': [{ guard: 'isShown', target: 'choosing', actions: 'dropShown' }, { actions: 'dropWaiting' }],
        'snackbar.hover': { guard: 'hoverDismissesShown', target: 'choosing', actions: 'dropShown' },
      },
    },
    choosing: {
      always: [{ guard: 'hasQueue', target: 'showing' }, { target: 'idle' }],
    },
  },
});

/** The snackbar on screen, or null. */
export const selectShownSnackbar = (snapshot: { context: { queue: Snackbar[] } }): Snackbar | null => snapshot.context.queue[0] ?? null;
