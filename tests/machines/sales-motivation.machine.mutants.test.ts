import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/shared/http';
import { salesMotivationMachine } from '../../src/machines/payroll/sales-motivation.machine';
import type { PlanRow } from '../../src/machines/payroll/sales-motivation.rows';
import * as select from '../../src/machines/payroll/sales-motivation.selectors';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { cashiers, startPlan as startHarness } from './support/sales-motivation-harness';

// The plan editor (spec purchasing-and-pay §2.7, §4, §8) driven as the screen drives it, one rule
// a test: what the table, the buttons and the snackbar show, and what the gateway is asked.

const row = (id: number, changes: Partial<PlanRow> = {}): PlanRow => ({
  id,
  name: `Товар ${id}`,
  lastMonthSale: 12,
  nominalPrice: 150.5,
  bonus: '10',
  plans: ['2', '3'],
  selected: false,
  savedAt: '2026-10-05T09:00:00Z',
  ...changes,
});

function startPlan(offset: -1 | 0) {
  // Pharmacy 7, so a test that reads the pharmacy asked for sees it is the editor's own.
  const { actor, snackbar, loads, enrichments, saves, prolongs, settle, snapshot } = startHarness(offset, 7);
  /** The table as the user reads it: id, bonus, plans, ticked. */
  const table = () => select.selectRows(snapshot()).map((r) => `${r.id} ${r.bonus} ${r.plans.join('/')}${r.selected ? ' ✓' : ''}`);
  const notices = () => snackbar.getSnapshot().context.queue.map(({ type, title, description }) => ({ type, title, description }));
  const loaded = async (rows: PlanRow[] = [row(101), row(102)]) => {
    loads.at(-1)!.resolve(rows);
    await settle();
  };
  return { actor, loads, enrichments, saves, prolongs, settle, snapshot, table, notices, loaded };
}

describe('plan editor: the load', () => {
  it('asks the plan of its pharmacy and month for its cashiers, and shows nothing before the answer', () => {
    const sut = startPlan(0);
    expect(sut.loads.map((load) => load.input)).toEqual([{ pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers }]);
    expect(select.selectPlanView(sut.snapshot())).toBe('loading');
    expect(sut.table()).toEqual([]);
    expect(select.selectLoadError(sut.snapshot())).toBeNull();
    expect(sut.snapshot().context.adding).toEqual([]);
  });

  it('a failed load says why; Повторить asks again and the message goes while it loads', async () => {
    const sut = startPlan(0);
    sut.loads[0].reject(new ApiError(503, 'Сервис инициатив недоступен'));
    await sut.settle();
    expect(select.selectPlanView(sut.snapshot())).toBe('failed');
    expect(select.selectLoadError(sut.snapshot())).toBe('Сервис инициатив недоступен');
    sut.actor.send({ type: 'plan.retry' });
    expect(select.selectPlanView(sut.snapshot())).toBe('loading');
    expect(select.selectLoadError(sut.snapshot())).toBeNull();
    expect(sut.loads).toHaveLength(2);
    expect(sut.loads[1].input).toEqual({ pharmacyId: 7, monthStart: '2026-11-01', cashierNames: cashiers });
    await sut.loaded();
    expect(select.selectPlanView(sut.snapshot())).toBe('ready');
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3']);
  });
});

describe('plan editor: edits of this month', () => {
  it('takes a bonus for a row of the table; other rows keep theirs', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editBonus', id: 102, text: '7,25' });
    expect(sut.table()).toEqual(['101 10 2/3', '102 7,25 2/3']);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('keeps a bonus breaking §5 as typed, marked, with Save disabled; a product not in the table takes nothing', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editBonus', id: 999, text: '5' });
    expect(select.selectUnsaved(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '1.234' });
    expect(sut.table()).toEqual(['101 1.234 2/3', '102 10 2/3']);
    expect(select.selectPlanViolations(sut.snapshot())).toEqual([
      { id: 101, cashier: null, message: 'Бонус за упаковку, руб. (Товар 101): не больше 2 знаков после запятой' },
    ]);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'plan.save' });
    expect(sut.saves).toHaveLength(0);
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '1.23' });
    expect(select.selectPlanViolations(sut.snapshot())).toEqual([]);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('takes a plan for one cashier of one row; the other cashier and the other rows keep theirs', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editPlan', id: 101, cashier: 0, text: '6,5' });
    expect(sut.table()).toEqual(['101 10 6,5/3', '102 10 2/3']);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('keeps a plan breaking §5 as typed, marked, with Save disabled', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editPlan', id: 102, cashier: 1, text: '10001' });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/10001']);
    expect(select.selectPlanViolations(sut.snapshot())).toEqual([
      { id: 102, cashier: 1, message: `План, уп. (${cashiers[1]}, Товар 102): от 0 до 10 000` },
    ]);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
  });

  it('refuses a plan for a product not in the table, or for a cashier column that does not exist', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    for (const edit of [
      { id: 999, cashier: 0, text: '5' },
      { id: 101, cashier: -1, text: '5' },
      { id: 101, cashier: 2, text: '5' },
    ]) {
      sut.actor.send({ type: 'plan.editPlan', ...edit });
      expect(sut.table(), JSON.stringify(edit)).toEqual(['101 10 2/3', '102 10 2/3']);
      expect(select.selectCanSave(sut.snapshot()), JSON.stringify(edit)).toBe(false);
    }
  });

  it('the last cashier column takes a plan', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editPlan', id: 102, cashier: 1, text: '9' });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/9']);
  });

  it('a tick toggles one row; ticking all and none; deleting takes the ticked rows only', async () => {
    const sut = startPlan(0);
    await sut.loaded([row(101), row(102), row(103)]);
    sut.actor.send({ type: 'plan.toggle', id: 102 });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3 ✓', '103 10 2/3']);
    expect(select.selectCanDelete(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'plan.toggle', id: 102 });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3', '103 10 2/3']);
    expect(select.selectCanDelete(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'plan.toggleAll', selected: true });
    expect(sut.table()).toEqual(['101 10 2/3 ✓', '102 10 2/3 ✓', '103 10 2/3 ✓']);
    sut.actor.send({ type: 'plan.toggleAll', selected: false });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3', '103 10 2/3']);
    sut.actor.send({ type: 'plan.toggle', id: 101 });
    sut.actor.send({ type: 'plan.toggle', id: 103 });
    sut.actor.send({ type: 'plan.deleteSelected' });
    expect(sut.table()).toEqual(['102 10 2/3']);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('deleting with nothing ticked changes nothing: Save stays off', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.deleteSelected' });
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3']);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
  });

  it('prolong is not offered in the current month: nothing is asked', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    expect(select.selectCanProlong(sut.snapshot())).toBe(false);
    sut.actor.send({ type: 'plan.prolong' });
    expect(sut.prolongs).toHaveLength(0);
    expect(select.selectProlonging(sut.snapshot())).toBe(false);
  });
});

describe('plan editor: adding products', () => {
  it('asks the figures of the new products only; the table is read-only meanwhile; then they join unsaved', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({
      type: 'products.add',
      products: [
        { id: 101, name: 'Товар 101' },
        { id: 201, name: 'Аскорбинка' },
        { id: 201, name: 'Аскорбинка' },
      ],
    });
    expect(sut.enrichments.map((call) => call.input)).toEqual([{ productIds: [201] }]);
    expect(select.selectAdding(sut.snapshot())).toBe(true);
    expect(select.selectReadOnly(sut.snapshot())).toBe(true);
    expect(select.selectUnsaved(sut.snapshot())).toBe(true);
    sut.enrichments[0].resolve([{ id: 201, promotionalProductName: 'Аскорбиновая кислота', lastMonthSale: 7, nominalPrice: 99.9 }]);
    await sut.settle();
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 2/3', '201 0 1/1']);
    expect(select.selectRows(sut.snapshot())[2]).toMatchObject({
      name: 'Аскорбиновая кислота',
      lastMonthSale: 7,
      nominalPrice: 99.9,
      savedAt: null,
    });
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    // The products waiting for their figures are gone once they joined.
    expect(sut.snapshot().context.adding).toEqual([]);
    expect(sut.notices()).toEqual([]);
  });

  it('nothing new chosen: nothing asked, nothing to save', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'products.add', products: [{ id: 101, name: 'Товар 101' }] });
    sut.actor.send({ type: 'products.add', products: [] });
    expect(sut.enrichments).toHaveLength(0);
    expect(select.selectAdding(sut.snapshot())).toBe(false);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
  });

  it('when the figures fail, the chosen products still join with no figures, and a warning says so', async () => {
    const sut = startPlan(0);
    await sut.loaded([row(101)]);
    sut.actor.send({ type: 'products.add', products: [{ id: 201, name: 'Аскорбинка' }] });
    sut.enrichments[0].reject(new ApiError(502, 'Сервис отчётов недоступен'));
    await sut.settle();
    expect(sut.table()).toEqual(['101 10 2/3', '201 0 1/1']);
    expect(select.selectRows(sut.snapshot())[1]).toMatchObject({
      name: 'Аскорбинка',
      lastMonthSale: null,
      nominalPrice: null,
      savedAt: null,
    });
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    expect(sut.notices()).toEqual([
      { type: 'warning', title: 'Не удалось загрузить продажи и цены добавленных товаров', description: 'Сервис отчётов недоступен' },
    ]);
  });
});

describe('plan editor: figures of added products that did not come', () => {
  it('are said with Повторить, which asks for them again and fills their cells', async () => {
    const sut = startPlan(0);
    await sut.loaded([row(101)]);
    sut.actor.send({ type: 'products.add', products: [{ id: 201, name: 'Аскорбинка' }] });
    sut.enrichments[0].reject(new ApiError(502, 'Сервис отчётов недоступен'));
    await sut.settle();
    expect(select.selectMissingFigures(sut.snapshot())?.message).toBe('Сервис отчётов недоступен');
    sut.actor.send({ type: 'figures.retry' });
    expect(sut.enrichments.map((call) => call.input)).toEqual([{ productIds: [201] }, { productIds: [201] }]);
    // Asked again: no alert meanwhile, the table waits.
    expect(select.selectMissingFigures(sut.snapshot())).toBeNull();
    expect(select.selectReadOnly(sut.snapshot())).toBe(true);
    expect(select.selectUnsaved(sut.snapshot())).toBe(true);
    sut.enrichments[1].resolve([{ id: 201, promotionalProductName: 'Аскорбинка', lastMonthSale: 40, nominalPrice: 12.5 }]);
    await sut.settle();
    expect(select.selectRows(sut.snapshot())[1]).toMatchObject({ id: 201, lastMonthSale: 40, nominalPrice: 12.5, bonus: '0' });
    expect(select.selectMissingFigures(sut.snapshot())).toBeNull();
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
  });

  it('fail again: said again; deleted from the plan or saved, the alert goes', async () => {
    const sut = startPlan(0);
    await sut.loaded([row(101)]);
    sut.actor.send({ type: 'products.add', products: [{ id: 201, name: 'Аскорбинка' }] });
    sut.enrichments[0].reject(new ApiError(502, 'Сервис отчётов недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'figures.retry' });
    sut.enrichments[1].reject(new ApiError(503, 'Нет связи с сервисом'));
    await sut.settle();
    expect(select.selectMissingFigures(sut.snapshot())?.message).toBe('Нет связи с сервисом');
    sut.actor.send({ type: 'plan.toggle', id: 201 });
    sut.actor.send({ type: 'plan.deleteSelected' });
    expect(select.selectMissingFigures(sut.snapshot())).toBeNull();
    sut.actor.send({ type: 'products.add', products: [{ id: 202, name: 'Витамин D' }] });
    sut.enrichments[2].reject(new ApiError(502, 'Сервис отчётов недоступен'));
    await sut.settle();
    expect(select.selectMissingFigures(sut.snapshot())).not.toBeNull();
    sut.actor.send({ type: 'plan.save' });
    sut.saves[0].resolve({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    await sut.settle();
    expect(select.selectMissingFigures(sut.snapshot())).toBeNull();
  });
});

describe('plan editor: save', () => {
  it('sends the edited plan; the table is read-only while it saves; a success dates every row and says so', async () => {
    const sut = startPlan(0);
    await sut.loaded([row(101, { savedAt: null }), row(102)]);
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '4' });
    sut.actor.send({ type: 'plan.save' });
    expect(sut.saves.map((call) => call.input)).toEqual([
      {
        startDate: '2026-11-01',
        expirationDate: '2026-11-30',
        pharmacies: [7],
        productProperties: [
          {
            promotionalProductId: 101,
            points: 4,
            cashierObjective: [
              { cashierNameFull: 'Иванова А. А.', plan: 2 },
              { cashierNameFull: 'Петров Б. Б.', plan: 3 },
            ],
          },
          {
            promotionalProductId: 102,
            points: 10,
            cashierObjective: [
              { cashierNameFull: 'Иванова А. А.', plan: 2 },
              { cashierNameFull: 'Петров Б. Б.', plan: 3 },
            ],
          },
        ],
        salesMotivationUpdateDate: '2026-10-05T09:00:00Z',
      },
    ]);
    expect(select.selectSaving(sut.snapshot())).toBe(true);
    expect(select.selectReadOnly(sut.snapshot())).toBe(true);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
    expect(select.selectUnsaved(sut.snapshot())).toBe(true);
    // An edit while saving is not taken.
    sut.actor.send({ type: 'plan.editBonus', id: 102, text: '1' });
    expect(sut.table()).toEqual(['101 4 2/3', '102 10 2/3']);
    sut.saves[0].resolve({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    await sut.settle();
    expect(select.selectRows(sut.snapshot()).map((r) => r.savedAt)).toEqual(['2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z']);
    expect(select.selectUnsaved(sut.snapshot())).toBe(false);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
    expect(select.selectCanEdit(sut.snapshot())).toBe(true);
    expect(sut.notices()).toEqual([{ type: 'success', title: 'Инициатива сохранена.', description: undefined }]);
  });

  it('a failed save says so and keeps the edits, unsaved and not dated anew', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editPlan', id: 102, cashier: 0, text: '8' });
    sut.actor.send({ type: 'plan.save' });
    sut.saves[0].reject(new ApiError(500, 'Ошибка базы'));
    await sut.settle();
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 8/3']);
    expect(select.selectRows(sut.snapshot()).map((r) => r.savedAt)).toEqual(['2026-10-05T09:00:00Z', '2026-10-05T09:00:00Z']);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    expect(sut.notices()).toEqual([{ type: 'error', title: 'Ошибка сохранения инициативы.', description: undefined }]);
  });
});

describe('plan editor: a plan another tab saved since', () => {
  const changedElsewhere = 'Изменено в другом окне — обновите страницу, чтобы увидеть последние данные';

  it("a 409 keeps the edits, unsaved, and shows the gateway's message under the save error", async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editPlan', id: 102, cashier: 0, text: '8' });
    sut.actor.send({ type: 'plan.save' });
    sut.saves[0].reject(new ApiError(409, changedElsewhere));
    await sut.settle();
    expect(sut.actor.getSnapshot().matches({ ready: 'unsaved' })).toBe(true);
    expect(sut.table()).toEqual(['101 10 2/3', '102 10 8/3']);
    expect(select.selectCanSave(sut.snapshot())).toBe(true);
    expect(sut.notices()).toEqual([{ type: 'error', title: 'Ошибка сохранения инициативы.', description: changedElsewhere }]);
  });

  it('the next save names the date the last one answered; rows without a date name none', async () => {
    const sut = startPlan(0);
    await sut.loaded();
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '4' });
    sut.actor.send({ type: 'plan.save' });
    sut.saves[0].resolve({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    await sut.settle();
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '5' });
    sut.actor.send({ type: 'plan.save' });
    expect(sut.saves[1].input.salesMotivationUpdateDate).toBe('2026-11-20T10:00:00Z');

    const empty = startPlan(0);
    await empty.loaded([row(101, { savedAt: null })]);
    empty.actor.send({ type: 'plan.editBonus', id: 101, text: '4' });
    empty.actor.send({ type: 'plan.save' });
    expect(empty.saves[0].input).not.toHaveProperty('salesMotivationUpdateDate');
  });
});

describe('plan editor: the previous month is read-only but for prolong (§2.7, §4)', () => {
  it('takes no bonus, plan, tick, addition, deletion or save', async () => {
    const sut = startPlan(-1);
    // Even rows that arrive ticked are not deleted.
    await sut.loaded([row(101, { selected: true }), row(102)]);
    expect(sut.loads[0].input.monthStart).toBe('2026-10-01');
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '5' });
    sut.actor.send({ type: 'plan.editPlan', id: 101, cashier: 0, text: '5' });
    sut.actor.send({ type: 'plan.toggle', id: 102 });
    sut.actor.send({ type: 'plan.toggleAll', selected: true });
    sut.actor.send({ type: 'plan.deleteSelected' });
    sut.actor.send({ type: 'products.add', products: [{ id: 201, name: 'Аскорбинка' }] });
    sut.actor.send({ type: 'plan.save' });
    expect(sut.table()).toEqual(['101 10 2/3 ✓', '102 10 2/3']);
    expect(sut.enrichments).toHaveLength(0);
    expect(sut.saves).toHaveLength(0);
    expect(select.selectReadOnly(sut.snapshot())).toBe(true);
    expect(select.selectCanEdit(sut.snapshot())).toBe(false);
    expect(select.selectCanDelete(sut.snapshot())).toBe(false);
    expect(select.selectCanSave(sut.snapshot())).toBe(false);
    expect(select.selectCanProlong(sut.snapshot())).toBe(true);
  });

  it('prolong asks for its pharmacy, into the month after the one shown; done or failed, the snackbar says so and prolong is offered again', async () => {
    const sut = startPlan(-1);
    await sut.loaded();
    sut.actor.send({ type: 'plan.prolong' });
    // First the next month's plan is read: it is what prolong would replace.
    expect(sut.loads.map((call) => call.input.monthStart)).toEqual(['2026-10-01', '2026-11-01']);
    expect(select.selectProlonging(sut.snapshot())).toBe(true);
    expect(sut.prolongs).toHaveLength(0);
    sut.loads[1].resolve([]);
    await sut.settle();
    expect(sut.prolongs.map((call) => call.input)).toEqual([{ pharmacyId: 7, month: '2026-11-01' }]);
    expect(select.selectProlonging(sut.snapshot())).toBe(true);
    expect(select.selectCanProlong(sut.snapshot())).toBe(false);
    sut.prolongs[0].reject(new ApiError(409, 'Нет плана прошлого месяца'));
    await sut.settle();
    expect(select.selectCanProlong(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'plan.prolong' });
    sut.loads[2].resolve([]);
    await sut.settle();
    sut.prolongs[1].resolve({ salesMotivationUpdateDate: '2026-11-20T10:00:00Z' });
    await sut.settle();
    expect(select.selectCanProlong(sut.snapshot())).toBe(true);
    expect(sut.notices()).toEqual([
      { type: 'error', title: 'Ошибка сохранения инициативы: Нет плана прошлого месяца', description: undefined },
      { type: 'success', title: 'Инициатива продлена.', description: undefined },
    ]);
  });
});

describe('plan editor selectors on each state', () => {
  const snackbar = createActor(snackbarMachine);
  const at = (value: unknown, offset: -1 | 0, rows: PlanRow[] = [row(101)]) =>
    salesMotivationMachine.resolveState({
      value: value as never,
      context: {
        pharmacyId: 7,
        monthStart: '2026-11-01',
        offset,
        cashierNames: cashiers,
        snackbar,
        rows,
        loadError: null,
        adding: [],
        missingFigures: null,
        nextMonth: null,
        kept: null,
        keptNotice: [],
      },
    });

  it('Save only for unsaved edits of the current month', () => {
    expect(select.selectCanSave(at({ ready: 'unsaved' }, 0))).toBe(true);
    expect(select.selectCanSave(at({ ready: 'unsaved' }, -1))).toBe(false);
    expect(select.selectCanSave(at({ ready: 'saved' }, 0))).toBe(false);
    expect(select.selectCanSave(at({ ready: 'adding' }, 0))).toBe(false);
  });

  it('unsaved while edited, adding or saving; not while saved, prolonging or loading', () => {
    expect(select.selectUnsaved(at({ ready: 'unsaved' }, 0))).toBe(true);
    expect(select.selectUnsaved(at({ ready: 'adding' }, 0))).toBe(true);
    expect(select.selectUnsaved(at({ ready: 'saving' }, 0))).toBe(true);
    expect(select.selectUnsaved(at({ ready: 'saved' }, 0))).toBe(false);
    expect(select.selectUnsaved(at({ ready: 'prolonging' }, -1))).toBe(false);
    expect(select.selectUnsaved(at('loading', 0))).toBe(false);
    expect(select.selectUnsaved(at('failed', 0))).toBe(false);
  });

  it('the view and what may be edited, state by state', () => {
    const ticked = [row(101, { selected: true })];
    const cases: Array<[unknown, -1 | 0, { view: string; edit: boolean; del: boolean; prolong: boolean }]> = [
      ['loading', 0, { view: 'loading', edit: false, del: false, prolong: false }],
      ['failed', 0, { view: 'failed', edit: false, del: false, prolong: false }],
      [{ ready: 'saved' }, 0, { view: 'ready', edit: true, del: true, prolong: false }],
      [{ ready: 'unsaved' }, 0, { view: 'ready', edit: true, del: true, prolong: false }],
      [{ ready: 'adding' }, 0, { view: 'ready', edit: false, del: false, prolong: false }],
      [{ ready: 'saving' }, 0, { view: 'ready', edit: false, del: false, prolong: false }],
      [{ ready: 'saved' }, -1, { view: 'ready', edit: false, del: false, prolong: true }],
      [{ ready: 'prolonging' }, -1, { view: 'ready', edit: false, del: false, prolong: false }],
    ];
    for (const [value, offset, expected] of cases) {
      const snapshot = at(value, offset, ticked);
      expect(
        {
          view: select.selectPlanView(snapshot),
          edit: select.selectCanEdit(snapshot),
          del: select.selectCanDelete(snapshot),
          prolong: select.selectCanProlong(snapshot),
        },
        `${JSON.stringify(value)} ${offset}`,
      ).toEqual(expected);
    }
  });
});
