import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { EnrichedProducts, SalesMotivationSave, SalesMotivationSaved } from '../../src/api/contract/sales-motivation';
import { ApiError } from '../../src/api/http';
import { contractsOperation, motivationFiltersMachine, motivationInitiativesOperation, promotersOperation } from '../../src/machines/sales-motivation-filters.machine';
import { pickerMachine, selectShown } from '../../src/machines/sales-motivation-picker.machine';
import { salesMotivationMachine, type SalesMotivationEvent } from '../../src/machines/sales-motivation.machine';
import type { LoadPlanInput } from '../../src/machines/sales-motivation.actors';
import { pharmacyPlan, type PlanRow } from '../../src/machines/sales-motivation.rows';
import * as select from '../../src/machines/sales-motivation.selectors';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof salesMotivationMachine>;
interface Pending<I> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];
const row = (id: number, savedAt: string | null = '2026-10-05T09:00:00Z'): PlanRow => ({
  id, name: `Товар ${id}`, lastMonthSale: 12, nominalPrice: 150.5, bonus: '10', plans: ['2', '3'], selected: false, savedAt,
});
const savedRows = [row(101), row(102)];
const enriched: EnrichedProducts = [{ id: 201, promotionalProductName: 'Товар 201', lastMonthSale: 7, nominalPrice: 99.9 }];
const saved: SalesMotivationSaved = { salesMotivationUpdateDate: '2026-11-20T10:00:00Z' };

function startPlan(offset: -1 | 0) {
  const loads: Pending<LoadPlanInput>[] = [];
  const enrichments: Pending<{ productIds: number[] }>[] = [];
  const saves: Pending<SalesMotivationSave>[] = [];
  const prolongs: Pending<{ pharmacyId: number }>[] = [];
  const later = <O, I>(list: Pending<I>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })));
  const machine = salesMotivationMachine.provide({
    actors: {
      loadPlan: later<PlanRow[], LoadPlanInput>(loads),
      enrichAdded: later<EnrichedProducts, { productIds: number[] }>(enrichments),
      savePlan: later<SalesMotivationSaved, SalesMotivationSave>(saves),
      prolongPlan: later<SalesMotivationSaved, { pharmacyId: number }>(prolongs),
    },
  });
  const snackbar = createActor(snackbarMachine).start();
  const actor = createActor(machine, { input: { pharmacyId: 1, monthStart: offset === 0 ? '2026-11-01' : '2026-10-01', offset, cashierNames: cashiers, snackbar } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const notices = () => snackbar.getSnapshot().context.queue.map((shown) => shown.title);
  return { actor, loads, enrichments, saves, prolongs, settle, notices };
}

const events = [
  { type: 'xstate.done.actor.0.salesMotivation.loading', output: savedRows },
  { type: 'xstate.error.actor.0.salesMotivation.loading', error: new ApiError(503, 'Сервис инициатив недоступен') },
  { type: 'plan.retry' },
  { type: 'plan.editBonus', id: 101, text: '12,5' },
  // Typing that breaks §5 changes nothing.
  { type: 'plan.editPlan', id: 101, cashier: 0, text: '1.234' },
  { type: 'plan.editPlan', id: 101, cashier: 1, text: '7' },
  { type: 'plan.toggle', id: 102 },
  { type: 'plan.deleteSelected' },
  { type: 'products.add', products: [{ id: 101, name: 'Товар 101' }, { id: 201, name: 'Товар 201' }] },
  { type: 'xstate.done.actor.0.salesMotivation.ready.adding', output: enriched },
  { type: 'plan.save' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.saving', output: saved },
  { type: 'xstate.error.actor.0.salesMotivation.ready.saving', error: new ApiError(500, 'Ошибка базы') },
  { type: 'plan.prolong' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.prolonging', output: saved },
  { type: 'xstate.error.actor.0.salesMotivation.ready.prolonging', error: new ApiError(409, 'Нет плана прошлого месяца') },
] as const;
type PathEvent = (typeof events)[number];

/** What the user sees, read from the issue by hand (never from the machine). */
interface Seen {
  view: select.PlanView;
  busy: 'none' | 'adding' | 'saving' | 'prolonging';
  unsaved: boolean;
  selected: number[];
  ids: number[];
  notices: string[];
  dated: boolean;
}

function seenAfter(seen: Seen, event: PathEvent, offset: -1 | 0): Seen {
  const current = offset === 0;
  const idle = seen.view === 'ready' && seen.busy === 'none';
  const editable = current && idle;
  switch (event.type) {
    case 'xstate.done.actor.0.salesMotivation.loading':
      return { ...seen, view: 'ready', ids: [101, 102], dated: true };
    case 'xstate.error.actor.0.salesMotivation.loading':
      return { ...seen, view: 'failed' };
    case 'plan.retry':
      return seen.view === 'failed' ? { ...seen, view: 'loading' } : seen;
    case 'plan.editBonus':
    case 'plan.editPlan':
      if (!editable || !seen.ids.includes(event.id) || event.text === '1.234') return seen;
      return { ...seen, unsaved: true };
    case 'plan.toggle':
      if (!editable || !seen.ids.includes(event.id)) return seen;
      return { ...seen, selected: seen.selected.includes(event.id) ? seen.selected.filter((id) => id !== event.id) : [...seen.selected, event.id] };
    case 'plan.deleteSelected':
      if (!editable || seen.selected.length === 0) return seen;
      return { ...seen, ids: seen.ids.filter((id) => !seen.selected.includes(id)), selected: [], unsaved: true };
    case 'products.add':
      // Only 201 is new when 101 is still there.
      if (!editable) return seen;
      return { ...seen, busy: 'adding' };
    case 'xstate.done.actor.0.salesMotivation.ready.adding':
      return { ...seen, busy: 'none', unsaved: true, ids: [...seen.ids, 201], dated: false };
    case 'plan.save':
      return editable && seen.unsaved ? { ...seen, busy: 'saving' } : seen;
    case 'xstate.done.actor.0.salesMotivation.ready.saving':
      return { ...seen, busy: 'none', unsaved: false, dated: true, notices: [...seen.notices, 'Инициатива сохранена.'] };
    case 'xstate.error.actor.0.salesMotivation.ready.saving':
      return { ...seen, busy: 'none', unsaved: true, notices: [...seen.notices, 'Ошибка сохранения инициативы.'] };
    case 'plan.prolong':
      return !current && idle ? { ...seen, busy: 'prolonging' } : seen;
    case 'xstate.done.actor.0.salesMotivation.ready.prolonging':
      return { ...seen, busy: 'none', notices: [...seen.notices, 'Инициатива продлена.'] };
    case 'xstate.error.actor.0.salesMotivation.ready.prolonging':
      return { ...seen, busy: 'none', notices: [...seen.notices, 'Ошибка сохранения инициативы: Нет плана прошлого месяца'] };
  }
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.rows.map((r) => [r.id, r.selected, r.bonus, r.plans.join('/'), r.savedAt === null])]);

for (const offset of [0, -1] as const) {
  describe(`plan editor machine, offset ${offset}, every shortest path, against what the user should see`, () => {
    const input = { pharmacyId: 1, monthStart: '2026-11-01', offset, cashierNames: cashiers, snackbar: createActor(snackbarMachine) };
    const paths = getShortestPaths(salesMotivationMachine, { input, events: [...events] as never, serializeState: serializeState as never });

    for (const path of paths) {
      it(describePath(path), async () => {
        const sut = startPlan(offset);
        let seen: Seen = { view: 'loading', busy: 'none', unsaved: false, selected: [], ids: [], notices: [], dated: false };
        await walkPath(path, {
          play: async (played) => {
            const event = played as unknown as PathEvent;
            seen = seenAfter(seen, event, offset);
            if (event.type === 'xstate.done.actor.0.salesMotivation.loading') sut.loads.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.error.actor.0.salesMotivation.loading') sut.loads.at(-1)!.reject(event.error);
            else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.adding') sut.enrichments.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.saving') sut.saves.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.saving') sut.saves.at(-1)!.reject(event.error);
            else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.prolonging') sut.prolongs.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.prolonging') sut.prolongs.at(-1)!.reject(event.error);
            else sut.actor.send(event as SalesMotivationEvent);
            await sut.settle();
          },
          check: () => {
            const snapshot = sut.actor.getSnapshot();
            const idle = seen.view === 'ready' && seen.busy === 'none';
            expect(select.selectPlanView(snapshot)).toBe(seen.view);
            // §4: Save only with unsaved edits, never in the previous month; prolong only there.
            expect(select.selectCanSave(snapshot)).toBe(offset === 0 && idle && seen.unsaved);
            expect(select.selectReadOnly(snapshot)).toBe(offset === -1 || !idle);
            expect(select.selectCanProlong(snapshot)).toBe(offset === -1 && idle);
            expect(select.selectSaving(snapshot)).toBe(seen.busy === 'saving');
            expect(select.selectProlonging(snapshot)).toBe(seen.busy === 'prolonging');
            expect(select.selectRows(snapshot).map((r) => r.id)).toEqual(seen.ids);
            expect(select.selectRows(snapshot).filter((r) => r.selected).map((r) => r.id)).toEqual(seen.selected);
            expect(sut.notices()).toEqual(seen.notices);
            if (seen.dated) expect(select.selectRows(snapshot).every((r) => r.savedAt !== null)).toBe(true);
          },
        });
      });
    }
  });
}

describe('plan editor machine, by the issue', () => {
  it('adds only new products, each with plan 1 per cashier; the pharmacy plan is the sum of the cashier plans', async () => {
    const sut = startPlan(0);
    sut.loads[0].resolve(savedRows);
    await sut.settle();
    sut.actor.send({ type: 'products.add', products: [{ id: 101, name: 'Товар 101' }, { id: 201, name: 'Товар 201' }] });
    expect(sut.enrichments[0].input).toEqual({ productIds: [201] });
    sut.enrichments[0].resolve(enriched);
    await sut.settle();
    const rows = select.selectRows(sut.actor.getSnapshot());
    expect(rows.map((r) => [r.id, r.plans, r.lastMonthSale, r.nominalPrice, r.savedAt])).toEqual([
      [101, ['2', '3'], 12, 150.5, '2026-10-05T09:00:00Z'],
      [102, ['2', '3'], 12, 150.5, '2026-10-05T09:00:00Z'],
      [201, ['1', '1'], 7, 99.9, null],
    ]);
    expect(pharmacyPlan(rows[2])).toBe(2);
    sut.actor.send({ type: 'plan.editPlan', id: 201, cashier: 1, text: '4,25' });
    expect(pharmacyPlan(select.selectRows(sut.actor.getSnapshot())[2])).toBe(5.25);
    // Nothing new: nothing asked, still as it was.
    sut.actor.send({ type: 'products.add', products: [{ id: 201, name: 'Товар 201' }] });
    expect(sut.enrichments).toHaveLength(1);
  });

  it('saves the month with every row, each cashier by name; a success stamps every row with the date', async () => {
    const sut = startPlan(0);
    sut.loads[0].resolve(savedRows);
    await sut.settle();
    sut.actor.send({ type: 'plan.editBonus', id: 102, text: '3,5' });
    sut.actor.send({ type: 'plan.save' });
    expect(sut.saves[0].input).toEqual({
      startDate: '2026-11-01', expirationDate: '2026-11-30', pharmacies: [1],
      productProperties: [
        { promotionalProductId: 101, points: 10, cashierObjective: [{ cashierNameFull: cashiers[0], plan: 2 }, { cashierNameFull: cashiers[1], plan: 3 }] },
        { promotionalProductId: 102, points: 3.5, cashierObjective: [{ cashierNameFull: cashiers[0], plan: 2 }, { cashierNameFull: cashiers[1], plan: 3 }] },
      ],
    });
    sut.saves[0].resolve(saved);
    await sut.settle();
    expect(select.selectRows(sut.actor.getSnapshot()).map((r) => r.savedAt)).toEqual([saved.salesMotivationUpdateDate, saved.salesMotivationUpdateDate]);
  });

  it('clearing is the same save with no products', async () => {
    const sut = startPlan(0);
    sut.loads[0].resolve(savedRows);
    await sut.settle();
    sut.actor.send({ type: 'plan.toggleAll', selected: true });
    sut.actor.send({ type: 'plan.deleteSelected' });
    sut.actor.send({ type: 'plan.save' });
    expect(sut.saves[0].input.productProperties).toEqual([]);
  });
});

describe('filters: the cascade clears what follows a change (§4)', () => {
  function startFilters() {
    const promoterRequests: number[][] = [];
    const machine = motivationFiltersMachine.provide({
      actors: {
        initiatives: motivationInitiativesOperation.provide({
          actors: { operation: fromPromise(async () => [
            { id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' },
            { id: 2, name: 'Мотивация Б', type: 'PHARMACIST_MOTIVATION' },
            { id: 3, name: 'Закупка В', type: 'PROCUREMENT' },
          ]) },
        }),
        contracts: contractsOperation.provide({ actors: { operation: fromPromise(async () => [] as Array<{ id: number; name: string }>) } }),
        promoters: promotersOperation.provide({
          actors: { operation: fromPromise(async ({ input }) => { promoterRequests.push((input as { params: { initiativeIds: number[] } }).params.initiativeIds); return ['Промоутер'] as never; }) },
        }),
      },
    });
    const actor = createActor(machine, { input: { pharmacyId: 1 } }).start();
    return { actor, promoterRequests, filters: () => actor.getSnapshot().context.filters };
  }

  it('a type change clears the initiatives and the promoters; the contracts stay', async () => {
    const sut = startFilters();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sut.actor.send({ type: 'filter.contracts', contractIds: [7] });
    sut.actor.send({ type: 'filter.initiatives', initiativeIds: [1] });
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер'] });
    sut.actor.send({ type: 'filter.type', initiativeType: 'PROCUREMENT' });
    expect(sut.filters()).toEqual({ type: 'PROCUREMENT', initiativeIds: [], promoters: [], contractIds: [7] });
    // The promoters now are those of the type's initiatives.
    expect(sut.promoterRequests).toEqual([[1], [3]]);
  });

  it('an initiatives change clears the promoters only', async () => {
    const sut = startFilters();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sut.actor.send({ type: 'filter.type', initiativeType: 'PHARMACIST_MOTIVATION' });
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер'] });
    sut.actor.send({ type: 'filter.initiatives', initiativeIds: [2] });
    expect(sut.filters()).toEqual({ type: 'PHARMACIST_MOTIVATION', initiativeIds: [2], promoters: [], contractIds: [] });
  });
});

describe('picker: the search applies 500 ms after the last key', () => {
  it('narrows case-insensitively once the user paused, and select-all takes what is shown', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const machine = pickerMachine.provide({
        actors: { findProducts: fromPromise(async () => { loads += 1; return [{ id: 1, name: 'Нурофен Экспресс' }, { id: 2, name: 'Парацетамол' }, { id: 3, name: 'НУРОФЕН детский' }]; }) },
      });
      const actor = createActor(machine).start();
      actor.send({ type: 'picker.open', request: { contractIds: [], initiativeIds: [], promoterIds: [] } });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'picker.search', text: 'нуро' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'picker.search', text: 'нурофен' });
      await vi.advanceTimersByTimeAsync(499);
      expect(selectShown(actor.getSnapshot()).map((p) => p.id)).toEqual([1, 2, 3]);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectShown(actor.getSnapshot()).map((p) => p.id)).toEqual([1, 3]);
      actor.send({ type: 'picker.toggleAll', selected: true });
      expect(actor.getSnapshot().context.chosen).toEqual([1, 3]);
      // Typing never asks for the list again.
      expect(loads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
