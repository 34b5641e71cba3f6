/*
 * The promo-product picker (spec §2.7, §9): a full-width modal listing what find-product offers for
 * the chosen filters, a search box, checkboxes with select-all.
 *
 * closed          the modal is shut
 * open.list       loading → ready | failed ('Повторить')
 * open.search     settled: the shown list follows the applied search text
 *                 typing: the user typed; the text applies once they paused for `searchDebounce`
 *                 (500 ms), each key restarting the wait
 * Confirming is the screen's: it adds the chosen products to the plan and closes the picker.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  salesMotivationCalls,
  type FindMotivationProductRequest,
  type MotivationProductOptions,
} from '../../api/contract/sales-motivation';
import { http } from '../../api/shared/http';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';

export interface PickerContext {
  request: FindMotivationProductRequest;
  options: MotivationProductOptions;
  error: Failure | null;
  /** What the search box shows. */
  typed: string;
  /** The search text the list follows. */
  query: string;
  chosen: number[];
}

export type PickerEvent =
  | { type: 'picker.open'; request: FindMotivationProductRequest }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | LineBack
  | { type: 'picker.search'; text: string }
  | { type: 'picker.toggle'; id: number }
  | { type: 'picker.toggleAll'; selected: boolean };

/** §2.7: case-insensitive 'contains' on the product name. */
export const shownProducts = (options: MotivationProductOptions, query: string) => {
  const needle = query.trim().toLocaleLowerCase('ru');
  return needle ? options.filter((option) => option.name.toLocaleLowerCase('ru').includes(needle)) : options;
};

/** A key in the search box: its text shows at once, the wait for the pause starts again. */
const typing = { target: 'typing', reenter: true, actions: 'keepTyped' } as const;

export const pickerMachine = setup({
  types: {} as { context: PickerContext; events: PickerEvent },
  actors: {
    lineReturn,
    findProducts: fromPromise<MotivationProductOptions, FindMotivationProductRequest>(({ input, signal }) =>
      http().request(salesMotivationCalls.findMotivationProducts, { body: input, signal }),
    ),
  },
  delays: { searchDebounce: 500 },
  actions: {
    applyQuery: assign({ query: ({ context }) => context.typed }),
    keepTyped: assign({ typed: ({ context, event }) => (event.type === 'picker.search' ? event.text : context.typed) }),
  },
}).createMachine({
  id: 'motivationPicker',
  context: { request: { contractIds: [], initiativeIds: [], promoterIds: [] }, options: [], error: null, typed: '', query: '', chosen: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'picker.open': {
          target: 'open',
          actions: assign({ request: ({ event }) => event.request, options: [], error: null, typed: '', query: '', chosen: [] }),
        },
      },
    },
    open: {
      type: 'parallel',
      on: { 'picker.close': 'closed' },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'findProducts',
                input: ({ context }) => context.request,
                onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => toFailure(event.error) }) },
              },
            },
            failed: {
              invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
              on: {
                'picker.retry': { target: 'loading', actions: assign({ error: null }) },
                'line.back': { target: 'loading', actions: assign({ error: null }) },
              },
            },
            ready: {
              on: {
                'picker.toggle': {
                  actions: assign({
                    chosen: ({ context, event }) =>
                      context.chosen.includes(event.id) ? context.chosen.filter((id) => id !== event.id) : [...context.chosen, event.id],
                  }),
                },
                // Select-all acts on the products the search shows.
                'picker.toggleAll': {
                  actions: assign({
                    chosen: ({ context, event }) => {
                      const shown = shownProducts(context.options, context.query).map((option) => option.id);
                      const others = context.chosen.filter((id) => !shown.includes(id));
                      return event.selected ? [...others, ...shown] : others;
                    },
                  }),
                },
              },
            },
          },
        },
        search: {
          initial: 'settled',
          // On each substate, not the region: re-entering from the region would re-enter `open` and load the list again.
          states: {
            settled: { on: { 'picker.search': typing } },
            typing: { on: { 'picker.search': typing }, after: { searchDebounce: { target: 'settled', actions: 'applyQuery' } } },
          },
        },
      },
    },
  },
});

export type PickerActor = ActorRefFrom<typeof pickerMachine>;
export type PickerSnapshot = SnapshotFrom<typeof pickerMachine>;

export const selectShown = (snapshot: PickerSnapshot) => shownProducts(snapshot.context.options, snapshot.context.query);
export const selectChosenProducts = (snapshot: PickerSnapshot) =>
  snapshot.context.options.filter((option) => snapshot.context.chosen.includes(option.id));
