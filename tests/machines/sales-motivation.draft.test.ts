import { describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../src/api/contract/order-drafts';
import type { PlanRow } from '../../src/machines/payroll/sales-motivation.rows';
import * as select from '../../src/machines/payroll/sales-motivation.selectors';
import { cashiers, startPlan } from './support/sales-motivation-harness';

/*
 * The current month's unsaved plan kept as a draft (the drafts extension's screen
 * 'sales-motivation'): each change goes to the draft child, a plan opened with a kept draft of its
 * month shows the kept rows, unsaved, with a notice; a save and «Очистить черновик» clear it.
 */
const row = (id: number, bonus = '10', savedAt: string | null = '2026-11-05T09:00:00Z'): PlanRow => ({
  id,
  name: `Товар ${id}`,
  lastMonthSale: 12,
  nominalPrice: 150.5,
  bonus,
  plans: ['2', '3'],
  selected: false,
  savedAt,
});
const kept = (rows: PlanRow[], month = '2026-11-01', names = cashiers): OrderDraft => ({
  state: { month, cashiers: names, rows: rows.map(({ selected: _selected, ...rest }) => rest) },
  edits: [],
});
const restored = 'Восстановлен введённый, но не сохранённый план продаж кассиров';

async function opened(keptDraft: OrderDraft | null, loaded: PlanRow[] = [row(101)]) {
  const sut = startPlan(0);
  await sut.draftNews(keptDraft);
  sut.loads.at(-1)!.resolve(loaded);
  await sut.settle();
  return sut;
}

describe('a kept plan when the editor opens', () => {
  it('shows the kept rows, unsaved, a refused text as typed, with a notice until «Понятно»', async () => {
    const sut = await opened(kept([row(101, '1.2.3'), row(201, '5', null)]));
    expect(select.selectRows(sut.snapshot()).map((shown) => [shown.id, shown.bonus])).toEqual([
      [101, '1.2.3'],
      [201, '5'],
    ]);
    expect(select.selectUnsaved(sut.snapshot())).toBe(true);
    expect(sut.snapshot().context.keptNotice).toEqual([restored]);
    sut.actor.send({ type: 'keptNotice.dismiss' });
    expect(sut.snapshot().context.keptNotice).toEqual([]);
    expect(sut.draft).toEqual([]);
  });

  it('keeps the kept plan over one saved since, says so, and saves over it with the new date', async () => {
    const sut = await opened(kept([row(101, '12')]), [row(101, '10', '2026-11-20T10:00:00Z')]);
    expect(sut.snapshot().context.keptNotice[1]).toMatch(/с тех пор сохранён в другом окне/u);
    expect(select.selectRows(sut.snapshot())[0]).toMatchObject({ bonus: '12', savedAt: '2026-11-20T10:00:00Z' });
  });

  it('is not applied to another month, to other cashier columns, or to the read-only previous month', async () => {
    for (const other of [kept([row(101, '12')], '2026-10-01'), kept([row(101, '12')], '2026-11-01', ['Другой кассир', cashiers[1]])]) {
      const sut = await opened(other);
      expect(select.selectRows(sut.snapshot())[0].bonus).toBe('10');
      expect(select.selectUnsaved(sut.snapshot())).toBe(false);
    }
    const previous = startPlan(-1);
    await previous.draftNews(kept([row(101, '12')], '2026-10-01'));
    previous.loads.at(-1)!.resolve([row(101)]);
    await previous.settle();
    expect(select.selectRows(previous.snapshot())[0].bonus).toBe('10');
  });

  it('is put back when read after the saved plan', async () => {
    const sut = startPlan(0);
    sut.loads.at(-1)!.resolve([row(101)]);
    await sut.settle();
    await sut.draftNews(kept([row(101, '12')]));
    expect(select.selectRows(sut.snapshot())[0].bonus).toBe('12');
    expect(select.selectUnsaved(sut.snapshot())).toBe(true);
  });
});

describe('what the plan draft is told', () => {
  it('keeps each change: the month, the cashier columns and the rows as typed', async () => {
    const sut = await opened(null);
    sut.actor.send({ type: 'plan.editBonus', id: 101, text: '12,5' });
    const { selected: _selected, ...typed } = row(101, '12,5');
    expect(sut.draft.at(-1)).toEqual({ type: 'draft.changed', state: { month: '2026-11-01', cashiers, rows: [typed] }, edits: [] });
  });

  it('clears it once the save is answered, and on «Очистить черновик» reads the saved plan again', async () => {
    const sut = await opened(kept([row(101, '12')]));
    sut.actor.send({ type: 'plan.save' });
    sut.saves.at(-1)!.resolve({ salesMotivationUpdateDate: '2026-11-21T10:00:00Z' });
    await sut.settle();
    expect(sut.draft).toEqual([{ type: 'draft.clear' }]);

    const discarding = await opened(kept([row(101, '12')]));
    discarding.actor.send({ type: 'plan.discard' });
    await discarding.settle();
    expect(discarding.draft).toEqual([{ type: 'draft.clear' }]);
    discarding.loads.at(-1)!.resolve([row(101)]);
    await discarding.settle();
    expect(select.selectRows(discarding.snapshot())[0].bonus).toBe('10');
    expect(select.selectUnsaved(discarding.snapshot())).toBe(false);
  });

  it('on «Очистить черновик» while the plan loads, or after its load failed, clears it and reads the saved plan', async () => {
    for (const when of ['loading', 'failed'] as const) {
      const sut = startPlan(0);
      await sut.draftNews(kept([row(101, '12')]));
      if (when === 'failed') {
        sut.loads[0].reject(new Error('Сервис недоступен'));
        await sut.settle();
      }
      sut.actor.send({ type: 'plan.discard' });
      await sut.settle();
      expect(sut.draft, when).toEqual([{ type: 'draft.clear' }]);
      expect(sut.loads, when).toHaveLength(2);
      sut.loads[1].resolve([row(101)]);
      await sut.settle();
      expect(select.selectRows(sut.snapshot())[0].bonus, when).toBe('10');
      expect(select.selectUnsaved(sut.snapshot()), when).toBe(false);
    }
  });
});
