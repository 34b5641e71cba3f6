import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { EnrichedProducts, SalesMotivationSaved } from '../../src/api/contract/sales-motivation';
import { ApiError } from '../../src/api/shared/http';
import {
  contractsOperation,
  motivationFiltersMachine,
  motivationInitiativesOperation,
  promotersOperation,
} from '../../src/machines/payroll/sales-motivation-filters.machine';
import { pickerMachine, selectShown } from '../../src/machines/payroll/sales-motivation-picker.machine';
import { nextMonthStart, salesMotivationMachine, type SalesMotivationEvent } from '../../src/machines/payroll/sales-motivation.machine';
import { pharmacyPlan, type PlanRow } from '../../src/machines/payroll/sales-motivation.rows';
import * as select from '../../src/machines/payroll/sales-motivation.selectors';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { cashiers, startPlan as startHarness } from './support/sales-motivation-harness';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof salesMotivationMachine>;

const row = (id: number, savedAt: string | null = '2026-10-05T09:00:00Z'): PlanRow => ({
  id,
  name: `Товар ${id}`,
  lastMonthSale: 12,
  nominalPrice: 150.5,
  bonus: '10',
  plans: ['2', '3'],
  selected: false,
  savedAt,
});
const savedRows = [row(101), row(102)];
const enriched: EnrichedProducts = [{ id: 201, promotionalProductName: 'Товар 201', lastMonthSale: 7, nominalPrice: 99.9 }];
const saved: SalesMotivationSaved = { salesMotivationUpdateDate: '2026-11-20T10:00:00Z' };
/** What the next month (November) already holds when October's plan is prolonged. */
const nextMonthRows = [
  { ...row(301), plans: ['4', '3'] },
  { ...row(302), plans: ['0', '1.5'] },
];

function startPlan(offset: -1 | 0) {
  const sut = startHarness(offset);
  const notices = () => sut.snackbar.getSnapshot().context.queue.map((shown) => shown.title);
  return { ...sut, notices };
}

const events = [
  { type: 'xstate.done.actor.0.salesMotivation.loading', output: savedRows },
  { type: 'xstate.error.actor.0.salesMotivation.loading', error: new ApiError(503, 'Сервис инициатив недоступен') },
  { type: 'plan.retry' },
  { type: 'plan.editBonus', id: 101, text: '12,5' },
  // Typing that breaks §5 is kept as typed, marked, and keeps Save disabled.
  { type: 'plan.editPlan', id: 101, cashier: 0, text: '1.234' },
  { type: 'plan.editPlan', id: 101, cashier: 1, text: '7' },
  { type: 'plan.toggle', id: 102 },
  { type: 'plan.deleteSelected' },
  {
    type: 'products.add',
    products: [
      { id: 101, name: 'Товар 101' },
      { id: 201, name: 'Товар 201' },
    ],
  },
  { type: 'xstate.done.actor.0.salesMotivation.ready.adding', output: enriched },
  { type: 'xstate.error.actor.0.salesMotivation.ready.adding', error: new ApiError(502, 'Сервис отчётов недоступен') },
  { type: 'figures.retry' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.enrichingFigures', output: enriched },
  { type: 'xstate.error.actor.0.salesMotivation.ready.enrichingFigures', error: new ApiError(503, 'Нет связи с сервисом') },
  { type: 'plan.save' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.saving', output: saved },
  { type: 'xstate.error.actor.0.salesMotivation.ready.saving', error: new ApiError(500, 'Ошибка базы') },
  { type: 'plan.prolong' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.checkingNext', output: nextMonthRows },
  { type: 'xstate.error.actor.0.salesMotivation.ready.checkingNext', error: new ApiError(503, 'Сервис инициатив недоступен') },
  { type: 'prolong.confirm' },
  { type: 'prolong.cancel' },
  { type: 'xstate.done.actor.0.salesMotivation.ready.prolonging', output: saved },
  { type: 'xstate.error.actor.0.salesMotivation.ready.prolonging', error: new ApiError(409, 'Нет плана прошлого месяца') },
] as const;
type PathEvent = (typeof events)[number];

async function play(sut: ReturnType<typeof startPlan>, event: PathEvent) {
  if (event.type === 'xstate.done.actor.0.salesMotivation.loading') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.loading') sut.loads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.adding') sut.enrichments.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.adding') sut.enrichments.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.enrichingFigures') sut.enrichments.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.enrichingFigures') sut.enrichments.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.saving') sut.saves.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.saving') sut.saves.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.checkingNext') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.checkingNext') sut.loads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.0.salesMotivation.ready.prolonging') sut.prolongs.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.0.salesMotivation.ready.prolonging') sut.prolongs.at(-1)!.reject(event.error);
  else sut.actor.send(event as SalesMotivationEvent);
  await sut.settle();
}

const stateName = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.values(snapshot.value)[0]);

/** What the user sees: the load or its message, the rows (id, bonus, plans, ticked, dated), the buttons. */
const see = (snapshot: Snapshot) => ({
  view: select.selectPlanView(snapshot),
  loadError: select.selectLoadError(snapshot),
  rows: select
    .selectRows(snapshot)
    .map((r) => `${r.id} ${r.bonus} ${r.plans.join('/')}${r.selected ? ' ✓' : ''}${r.savedAt ? ' dated' : ''}`),
  readOnly: select.selectReadOnly(snapshot),
  canSave: select.selectCanSave(snapshot),
  canDelete: select.selectCanDelete(snapshot),
  canProlong: select.selectCanProlong(snapshot),
  busy: select.selectSaving(snapshot)
    ? 'saving'
    : select.selectProlonging(snapshot)
      ? 'prolonging'
      : select.selectAdding(snapshot)
        ? 'adding'
        : 'none',
  question: questionText(select.selectProlongQuestion(snapshot)),
  refused: select.selectPlanViolations(snapshot).map((violation) => violation.message),
  missingFigures: select.selectMissingFigures(snapshot)?.message ?? null,
});

/** Prolong's question as one line: what it replaces (or why that is unknown), then what it brings. */
function questionText(question: ReturnType<typeof select.selectProlongQuestion>): string | null {
  if (!question) return null;
  const lines = (list: { name: string; planSum: number }[]) => list.map((line) => `${line.name} ${line.planSum}`).join(', ');
  return `replaces ${question.replaces ? lines(question.replaces) : `? (${question.unreadable})`}; brings ${lines(question.brings)}`;
}
type View = ReturnType<typeof see>;
const nothing: View = {
  view: 'loading',
  loadError: null,
  rows: [],
  readOnly: true,
  canSave: false,
  canDelete: false,
  canProlong: false,
  busy: 'none',
  question: null,
  refused: [],
  missingFigures: null,
};
const failedView: View = { ...nothing, view: 'failed', loadError: 'Сервис инициатив недоступен' };
const shown = (rows: string[], changes: Partial<View> = {}): View => ({ ...nothing, view: 'ready', rows, readOnly: false, ...changes });

function walkEach(offset: -1 | 0, types: string[], where: (snapshot: Snapshot) => string, expected: Record<string, View>) {
  const input = { pharmacyId: 1, monthStart: '2026-11-01', offset, cashierNames: cashiers, snackbar: createActor(snackbarMachine) };
  const offered = events.filter((event) => types.includes(event.type));
  const paths = getShortestPaths(salesMotivationMachine, { input, events: [...offered] as never, serializeState: where as never });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPlan(offset);
        await walkAndSee(path, {
          play: (event) => play(sut, event as unknown as PathEvent),
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => see(sut.actor.getSnapshot()),
          expected,
        });
      },
    );
  }
}

const loadTypes = ['xstate.done.actor.0.salesMotivation.loading', 'xstate.error.actor.0.salesMotivation.loading', 'plan.retry'];

describe('plan editor machine, this month, load, edits and save: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) => {
    const first = snapshot.context.rows[0];
    return first
      ? `${stateName(snapshot)}, 101 bonus ${first.bonus} plans ${first.plans.join('/')}${first.savedAt ? ' dated' : ''}`
      : stateName(snapshot);
  };
  // By hand: every text is kept as typed; '12,5' is the bonus 12.5 and can be saved, '1.234' is
  // refused (2 decimals at most): its cell is marked and Save stays disabled until it is fixed.
  // A save dates every row.
  const tooPrecise = [`План, уп. (${cashiers[0]}, Товар 101): не больше 2 знаков после запятой`];
  const r102 = '102 10 2/3 dated';
  walkEach(
    0,
    [
      ...loadTypes,
      'plan.editBonus',
      'plan.editPlan',
      'plan.save',
      'xstate.done.actor.0.salesMotivation.ready.saving',
      'xstate.error.actor.0.salesMotivation.ready.saving',
    ],
    where,
    {
      loading: nothing,
      failed: failedView,
      'saved, 101 bonus 10 plans 2/3 dated': shown(['101 10 2/3 dated', r102]),
      'unsaved, 101 bonus 12,5 plans 2/3 dated': shown(['101 12,5 2/3 dated', r102], { canSave: true }),
      'saving, 101 bonus 12,5 plans 2/3 dated': shown(['101 12,5 2/3 dated', r102], { readOnly: true, busy: 'saving' }),
      'saved, 101 bonus 12,5 plans 2/3 dated': shown(['101 12,5 2/3 dated', r102]),
      'unsaved, 101 bonus 10 plans 2/7 dated': shown(['101 10 2/7 dated', r102], { canSave: true }),
      'saving, 101 bonus 10 plans 2/7 dated': shown(['101 10 2/7 dated', r102], { readOnly: true, busy: 'saving' }),
      'saved, 101 bonus 10 plans 2/7 dated': shown(['101 10 2/7 dated', r102]),
      'unsaved, 101 bonus 12,5 plans 2/7 dated': shown(['101 12,5 2/7 dated', r102], { canSave: true }),
      'saving, 101 bonus 12,5 plans 2/7 dated': shown(['101 12,5 2/7 dated', r102], { readOnly: true, busy: 'saving' }),
      'saved, 101 bonus 12,5 plans 2/7 dated': shown(['101 12,5 2/7 dated', r102]),
      'unsaved, 101 bonus 10 plans 1.234/3 dated': shown(['101 10 1.234/3 dated', r102], { refused: tooPrecise }),
      'unsaved, 101 bonus 12,5 plans 1.234/3 dated': shown(['101 12,5 1.234/3 dated', r102], { refused: tooPrecise }),
      'unsaved, 101 bonus 10 plans 1.234/7 dated': shown(['101 10 1.234/7 dated', r102], { refused: tooPrecise }),
      'unsaved, 101 bonus 12,5 plans 1.234/7 dated': shown(['101 12,5 1.234/7 dated', r102], { refused: tooPrecise }),
    },
  );
});

describe('plan editor machine, this month, ticking, deleting and adding: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    [stateName(snapshot), ...snapshot.context.rows.map((r) => `${r.id}${r.selected ? ' ✓' : ''}`)].join(', ');
  // By hand: only products not in the plan are added, with plan 1 per cashier and no date yet.
  // Ticking is no edit: Save stays off until the ticked rows are deleted.
  const r101 = '101 10 2/3 dated';
  const r102 = '102 10 2/3 dated';
  const r201 = '201 0 1/1';
  walkEach(
    0,
    [
      'xstate.done.actor.0.salesMotivation.loading',
      'plan.toggle',
      'plan.deleteSelected',
      'products.add',
      'xstate.done.actor.0.salesMotivation.ready.adding',
    ],
    where,
    {
      loading: nothing,
      'saved, 101, 102': shown([r101, r102]),
      'saved, 101, 102 ✓': shown([r101, `102 10 2/3 ✓ dated`], { canDelete: true }),
      'unsaved, 101': shown([r101], { canSave: true }),
      'adding, 101, 102': shown([r101, r102], { readOnly: true, busy: 'adding' }),
      'adding, 101, 102 ✓': shown([r101, `102 10 2/3 ✓ dated`], { readOnly: true, busy: 'adding' }),
      'adding, 101': shown([r101], { readOnly: true, busy: 'adding' }),
      'unsaved, 101, 102, 201': shown([r101, r102, r201], { canSave: true }),
      'unsaved, 101, 102 ✓, 201': shown([r101, `102 10 2/3 ✓ dated`, r201], { canSave: true, canDelete: true }),
      'unsaved, 101, 201': shown([r101, r201], { canSave: true }),
    },
  );
});

describe('plan editor machine, this month, added products whose figures fail: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    [
      stateName(snapshot),
      ...snapshot.context.rows.map((r) => `${r.id}${r.lastMonthSale === null ? ' no figures' : ''}`),
      ...(snapshot.context.missingFigures ? [`missing: ${snapshot.context.missingFigures.failure.message}`] : []),
    ].join(', ');
  // By hand: the products join without their sales and price when their call fails, and the
  // editor says so with 'Повторить'; asked again, the table waits (read-only) with nothing said,
  // and the figures fill their row when they come, or the new failure is said.
  const r101 = '101 10 2/3 dated';
  const r102 = '102 10 2/3 dated';
  const r201 = '201 0 1/1';
  walkEach(
    0,
    [
      'xstate.done.actor.0.salesMotivation.loading',
      'products.add',
      'xstate.error.actor.0.salesMotivation.ready.adding',
      'figures.retry',
      'xstate.done.actor.0.salesMotivation.ready.enrichingFigures',
      'xstate.error.actor.0.salesMotivation.ready.enrichingFigures',
    ],
    where,
    {
      loading: nothing,
      'saved, 101, 102': shown([r101, r102]),
      'adding, 101, 102': shown([r101, r102], { readOnly: true, busy: 'adding' }),
      'unsaved, 101, 102, 201 no figures, missing: Сервис отчётов недоступен': shown([r101, r102, r201], {
        canSave: true,
        missingFigures: 'Сервис отчётов недоступен',
      }),
      'enrichingFigures, 101, 102, 201 no figures, missing: Сервис отчётов недоступен': shown([r101, r102, r201], { readOnly: true }),
      'unsaved, 101, 102, 201': shown([r101, r102, r201], { canSave: true }),
      'unsaved, 101, 102, 201 no figures, missing: Нет связи с сервисом': shown([r101, r102, r201], {
        canSave: true,
        missingFigures: 'Нет связи с сервисом',
      }),
      'enrichingFigures, 101, 102, 201 no figures, missing: Нет связи с сервисом': shown([r101, r102, r201], { readOnly: true }),
    },
  );
});

describe('plan editor machine, the previous month: every shortest path, checked against what the user sees', () => {
  const where = stateName;
  // By hand (§2.7, §4): the previous month is read-only; it can only be prolonged, once shown.
  // Prolong first reads November; as it holds a plan, it asks, naming November's
  // products and plan sums (4 + 3, 0 + 1,5) against October's (2 + 3 each); Cancel changes nothing.
  const rows = ['101 10 2/3 dated', '102 10 2/3 dated'];
  walkEach(
    -1,
    [
      ...loadTypes,
      'plan.editBonus',
      'plan.toggle',
      'plan.save',
      'plan.prolong',
      'xstate.done.actor.0.salesMotivation.ready.checkingNext',
      'xstate.error.actor.0.salesMotivation.ready.checkingNext',
      'prolong.confirm',
      'prolong.cancel',
      'xstate.done.actor.0.salesMotivation.ready.prolonging',
      'xstate.error.actor.0.salesMotivation.ready.prolonging',
    ],
    where,
    {
      loading: nothing,
      failed: failedView,
      saved: shown(rows, { readOnly: true, canProlong: true }),
      checkingNext: shown(rows, { readOnly: true, busy: 'prolonging' }),
      confirmingProlong: shown(rows, { readOnly: true, question: 'replaces Товар 301 7, Товар 302 1.5; brings Товар 101 5, Товар 102 5' }),
      prolonging: shown(rows, { readOnly: true, busy: 'prolonging' }),
    },
  );
});

describe('plan editor machine, by the issue', () => {
  it('says in a snackbar how a save and a prolongation went', async () => {
    const current = startPlan(0);
    current.loads[0].resolve(savedRows);
    await current.settle();
    current.actor.send({ type: 'plan.editBonus', id: 101, text: '12,5' });
    current.actor.send({ type: 'plan.save' });
    current.saves[0].reject(new ApiError(500, 'Ошибка базы'));
    await current.settle();
    expect(select.selectCanSave(current.actor.getSnapshot())).toBe(true);
    current.actor.send({ type: 'plan.save' });
    current.saves[1].resolve(saved);
    await current.settle();
    expect(current.notices()).toEqual(['Ошибка сохранения инициативы.', 'Инициатива сохранена.']);

    const previous = startPlan(-1);
    previous.loads[0].resolve(savedRows);
    await previous.settle();
    previous.actor.send({ type: 'plan.prolong' });
    previous.loads[1].resolve([]);
    await previous.settle();
    previous.prolongs[0].reject(new ApiError(409, 'Нет плана прошлого месяца'));
    await previous.settle();
    previous.actor.send({ type: 'plan.prolong' });
    previous.loads[2].resolve([]);
    await previous.settle();
    previous.prolongs[1].resolve(saved);
    await previous.settle();
    expect(previous.notices()).toEqual(['Ошибка сохранения инициативы: Нет плана прошлого месяца', 'Инициатива продлена.']);
  });

  it('prolong over an empty next month does not ask; over a saved one it asks, and Cancel changes nothing', async () => {
    const sut = startPlan(-1);
    sut.loads[0].resolve(savedRows);
    await sut.settle();
    sut.actor.send({ type: 'plan.prolong' });
    expect(sut.loads[1].input).toEqual({ pharmacyId: 1, monthStart: '2026-11-01', cashierNames: cashiers });
    sut.loads[1].resolve(nextMonthRows);
    await sut.settle();
    expect(select.selectProlongQuestion(sut.actor.getSnapshot())).toEqual({
      replaces: [
        { name: 'Товар 301', planSum: 7 },
        { name: 'Товар 302', planSum: 1.5 },
      ],
      unreadable: null,
      brings: [
        { name: 'Товар 101', planSum: 5 },
        { name: 'Товар 102', planSum: 5 },
      ],
    });
    sut.actor.send({ type: 'prolong.cancel' });
    expect(sut.prolongs).toHaveLength(0);
    expect(select.selectProlongQuestion(sut.actor.getSnapshot())).toBeNull();
    expect(select.selectCanProlong(sut.actor.getSnapshot())).toBe(true);
    expect(sut.notices()).toEqual([]);

    sut.actor.send({ type: 'plan.prolong' });
    sut.loads[2].reject(new ApiError(503, 'Сервис инициатив недоступен'));
    await sut.settle();
    // Unknown is not empty: it still asks, and says why it cannot name the plan.
    expect(select.selectProlongQuestion(sut.actor.getSnapshot())).toMatchObject({
      replaces: null,
      unreadable: 'Сервис инициатив недоступен',
    });
    sut.actor.send({ type: 'prolong.confirm' });
    expect(sut.prolongs.map((call) => call.input)).toEqual([{ pharmacyId: 1, month: '2026-11-01' }]);
  });

  it('the month after December is January', () => {
    expect(nextMonthStart('2026-12-01')).toBe('2027-01-01');
    expect(nextMonthStart('2026-09-01')).toBe('2026-10-01');
  });

  it('a month before October is written with two digits, as the gateway reads it', () => {
    expect(nextMonthStart('2026-02-01')).toBe('2026-03-01');
    expect(nextMonthStart('2026-08-01')).toBe('2026-09-01');
  });

  it('adds only new products, each with plan 1 per cashier; the pharmacy plan is the sum of the cashier plans', async () => {
    const sut = startPlan(0);
    sut.loads[0].resolve(savedRows);
    await sut.settle();
    sut.actor.send({
      type: 'products.add',
      products: [
        { id: 101, name: 'Товар 101' },
        { id: 201, name: 'Товар 201' },
      ],
    });
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
      startDate: '2026-11-01',
      expirationDate: '2026-11-30',
      pharmacies: [1],
      productProperties: [
        {
          promotionalProductId: 101,
          points: 10,
          cashierObjective: [
            { cashierNameFull: cashiers[0], plan: 2 },
            { cashierNameFull: cashiers[1], plan: 3 },
          ],
        },
        {
          promotionalProductId: 102,
          points: 3.5,
          cashierObjective: [
            { cashierNameFull: cashiers[0], plan: 2 },
            { cashierNameFull: cashiers[1], plan: 3 },
          ],
        },
      ],
      // The plan's save date as loaded: a plan another tab saved since is answered 409.
      salesMotivationUpdateDate: '2026-10-05T09:00:00Z',
    });
    sut.saves[0].resolve(saved);
    await sut.settle();
    expect(select.selectRows(sut.actor.getSnapshot()).map((r) => r.savedAt)).toEqual([
      saved.salesMotivationUpdateDate,
      saved.salesMotivationUpdateDate,
    ]);
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
          actors: {
            operation: fromPromise(async () => [
              { id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' },
              { id: 2, name: 'Мотивация Б', type: 'PHARMACIST_MOTIVATION' },
              { id: 3, name: 'Закупка В', type: 'PROCUREMENT' },
            ]),
          },
        }),
        contracts: contractsOperation.provide({
          actors: { operation: fromPromise(async () => [] as Array<{ id: number; name: string }>) },
        }),
        promoters: promotersOperation.provide({
          actors: {
            operation: fromPromise(async ({ input }) => {
              promoterRequests.push((input as { params: { initiativeIds: number[] } }).params.initiativeIds);
              return ['Промоутер'] as never;
            }),
          },
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
        actors: {
          findProducts: fromPromise(async () => {
            loads += 1;
            return [
              { id: 1, name: 'Нурофен Экспресс' },
              { id: 2, name: 'Парацетамол' },
              { id: 3, name: 'НУРОФЕН детский' },
            ];
          }),
        },
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
