import { createActor, fromCallback, fromPromise } from 'xstate';
import type { OrderDraft } from '../../../src/api/contract/order-drafts';
import type {
  EnrichedProducts,
  SalesMotivationProlonged,
  SalesMotivationSave,
  SalesMotivationSaved,
} from '../../../src/api/contract/sales-motivation';
import type { LoadPlanInput } from '../../../src/machines/payroll/sales-motivation.actors';
import { salesMotivationMachine } from '../../../src/machines/payroll/sales-motivation.machine';
import type { PlanRow } from '../../../src/machines/payroll/sales-motivation.rows';
import { snackbarMachine } from '../../../src/machines/shared/snackbar.machine';

/** The sales-motivation plan editor over fake calls, for its spec, walk and mutant tests. */
export interface Pending<I> {
  input: I;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];

/** The editor of this month (offset 0, November 2026) or the previous one (-1); each call answered when the test says. */
export function startPlan(offset: -1 | 0, pharmacyId = 1) {
  const loads: Pending<LoadPlanInput>[] = [];
  const enrichments: Pending<{ productIds: number[] }>[] = [];
  const saves: Pending<SalesMotivationSave>[] = [];
  const prolongs: Pending<{ pharmacyId: number; month: string }>[] = [];
  const later = <O, I>(list: Pending<I>[]) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })),
    );
  /** What the editor told its draft child (draft.changed, draft.clear), in order. */
  const draft: Array<{ type: string; state?: unknown }> = [];
  let tellEditor: (news: { type: 'draft.loaded' | 'draft.replaced'; draft: OrderDraft | null }) => void = () => undefined;
  const machine = salesMotivationMachine.provide({
    actors: {
      draft: fromCallback(({ receive, sendBack }) => {
        tellEditor = sendBack;
        receive((event) => void draft.push(event as (typeof draft)[number]));
      }) as never,
      loadPlan: later<PlanRow[], LoadPlanInput>(loads),
      enrichAdded: later<EnrichedProducts, { productIds: number[] }>(enrichments),
      savePlan: later<SalesMotivationSaved, SalesMotivationSave>(saves),
      prolongPlan: later<SalesMotivationProlonged, { pharmacyId: number; month: string }>(prolongs),
    },
  });
  const snackbar = createActor(snackbarMachine).start();
  const monthStart = offset === 0 ? '2026-11-01' : '2026-10-01';
  const actor = createActor(machine, { input: { pharmacyId, monthStart, offset, cashierNames: cashiers, snackbar } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The draft child reports the kept draft (null: none) or another tab's newer one. */
  const draftNews = async (kept: OrderDraft | null, type: 'draft.loaded' | 'draft.replaced' = 'draft.loaded') => {
    tellEditor({ type, draft: kept });
    await settle();
  };
  return { actor, snackbar, loads, enrichments, saves, prolongs, settle, draft, draftNews, snapshot: () => actor.getSnapshot() };
}
