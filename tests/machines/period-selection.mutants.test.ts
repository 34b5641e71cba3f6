import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor, type PromiseActorLogic } from 'xstate';
import type { Quarter } from '../../src/domain/shared/quarters';
import type { PeriodSelectionInput } from '../../src/machines/reports/period-selection.rules';
import { periodSelectionMachine } from '../../src/machines/reports/period-selection.machine';
import * as select from '../../src/machines/reports/period-selection.selectors';
import { periodStorageKey, readRememberedPeriod, writeRememberedPeriod } from '../../src/machines/reports/period-selection.storage';
import { fakeGateway, json } from './support/fake-server';

/** The reports service answering the quarters with data: the quarters actor's only I/O. */
const reportsService = (quarters: Quarter[]) => fakeGateway(() => json({ year: 2024, quarters }));

/** A fixed clock: 15 May 2025, the second quarter. */
const now = new Date(2025, 4, 15, 12);

function memoryLocalStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void (writes.push(key), items.set(key, value)),
    items,
    writes,
  };
}
afterEach(() => vi.unstubAllGlobals());

/** The overview variant over a fake quarters call that records what it was asked and answers as told. */
function startOverview(input: Partial<PeriodSelectionInput> = {}, answer: (year: number) => Promise<Quarter[]> = async () => [1, 2]) {
  const asked: { pharmacyId: number | null; year: number }[] = [];
  const machine = periodSelectionMachine.provide({
    actors: {
      loadQuartersWithData: fromPromise<Quarter[], { pharmacyId: number | null; year: number }>(
        ({ input: request }) => (asked.push(request), answer(request.year)),
      ),
    },
    actions: { rememberPeriod: () => undefined },
  });
  const actor = createActor(machine, { input: { variant: 'overview', now, userName: 'apteka1', pharmacyId: 42, ...input } }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches({ overview: 'loadingQuarters' }), { timeout: 1000 });
  return { actor, asked, settled, snapshot: () => actor.getSnapshot() };
}

/** Runs the real quarters actor once, listening before it starts (its refusal is thrown at once). */
function runQuartersActor(input: { pharmacyId: number | null; year: number }) {
  const logic = periodSelectionMachine.implementations.actors.loadQuartersWithData as PromiseActorLogic<
    Quarter[],
    { pharmacyId: number | null; year: number }
  >;
  const actor = createActor(logic, { input });
  const answer = toPromise(actor);
  actor.start();
  return answer;
}

const disabled = (snapshot: ReturnType<ReturnType<typeof startOverview>['snapshot']>) =>
  select.selectQuarterChoices(snapshot).map((choice) => choice.disabled);

describe('period selection: the quarters with data', () => {
  it('are asked for the pharmacy and the year chosen', async () => {
    const sut = startOverview();
    await sut.settled();
    sut.actor.send({ type: 'period.selectYear', year: 2024 });
    await sut.settled();
    expect(sut.asked).toStrictEqual([
      { pharmacyId: 42, year: 2025 },
      { pharmacyId: 42, year: 2024 },
    ]);
  });

  it('the actor: no pharmacy known, no call and a Russian failure', async () => {
    const service = reportsService([1]);
    await expect(runQuartersActor({ pharmacyId: null, year: 2025 })).rejects.toThrow(
      'Аптека не известна: нельзя узнать кварталы с данными.',
    );
    expect(service.seen).toStrictEqual([]);
  });

  it('the actor: asks the reports service for the pharmacy and year', async () => {
    const service = reportsService([2, 3]);
    const answer = await runQuartersActor({ pharmacyId: 42, year: 2024 });
    expect(answer).toStrictEqual([2, 3]);
    expect(service.asked()).toStrictEqual(['GET /api/reports/initiative/pharmacy/quarters?id=42&year=2024']);
    expect(service.signals).toStrictEqual([true]);
  });

  it('while they load every quarter is disabled; once in, those without data are', async () => {
    const sut = startOverview();
    expect(disabled(sut.snapshot())).toStrictEqual([true, true, true, true]);
    await sut.settled();
    expect(disabled(sut.snapshot())).toStrictEqual([false, false, true, true]);
  });

  it('their call failed: all four offered (none disabled), and the failure is seen until retried', async () => {
    let fail = true;
    const sut = startOverview({}, async () => {
      if (fail) throw new Error('Кварталы временно недоступны');
      return [3];
    });
    expect(select.selectQuartersUnknown(sut.snapshot())).toBe(false);
    await sut.settled();
    expect(select.selectQuartersUnknown(sut.snapshot())).toBe(true);
    expect(select.selectQuarterChoices(sut.snapshot()).map((choice) => choice.disabled)).toStrictEqual([false, false, false, false]);
    fail = false;
    sut.actor.send({ type: 'period.retry' });
    await sut.settled();
    expect(select.selectQuartersUnknown(sut.snapshot())).toBe(false);
    expect(disabled(sut.snapshot())).toStrictEqual([true, true, false, true]);
  });
});

describe('period selection: where the overview opens', () => {
  it("on a remembered later quarter of this year, kept as it is (the rewards fallback is not the overview's)", () => {
    const sut = startOverview({ remembered: { year: 2025, quarter: 4 } });
    expect(select.selectPeriod(sut.snapshot())).toStrictEqual({ year: 2025, quarter: 4 });
  });

  it('on a remembered Q1 2019, kept as it is', () => {
    const sut = startOverview({ remembered: { year: 2019, quarter: 1 } });
    expect(select.selectPeriod(sut.snapshot())).toStrictEqual({ year: 2019, quarter: 1 });
  });
});

describe('period selection: the rewards variant', () => {
  it('Q1 2019 is refused: nothing is chosen or remembered for it', () => {
    const storage = memoryLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = createActor(periodSelectionMachine, { input: { variant: 'rewards', now, userName: 'apteka1' } }).start();
    actor.send({ type: 'period.selectYear', year: 2019 });
    expect(select.selectPeriod(actor.getSnapshot())).toStrictEqual({ year: 2019, quarter: 2 });
    expect(storage.writes).toStrictEqual(['reports.rewards.period.apteka1']);
    actor.send({ type: 'period.selectQuarter', quarter: 1 });
    expect(select.selectPeriod(actor.getSnapshot())).toStrictEqual({ year: 2019, quarter: 2 });
    expect(storage.writes).toStrictEqual(['reports.rewards.period.apteka1']);
  });
});

describe('period selection: comparing what is shown', () => {
  it('samePeriod: no period and no period are the same; a period and no period are not', () => {
    expect(select.samePeriod(null, null)).toBe(true);
    expect(select.samePeriod({ year: 2025, quarter: 2 }, null)).toBe(false);
    expect(select.samePeriod(null, { year: 2025, quarter: 2 })).toBe(false);
  });

  it('samePeriod: the same year and quarter are the same; another year or quarter is not', () => {
    expect(select.samePeriod({ year: 2025, quarter: 2 }, { year: 2025, quarter: 2 })).toBe(true);
    expect(select.samePeriod({ year: 2024, quarter: 2 }, { year: 2025, quarter: 2 })).toBe(false);
    expect(select.samePeriod({ year: 2025, quarter: 3 }, { year: 2025, quarter: 2 })).toBe(false);
  });

  it('sameChoices: the same disabled flags are the same; one flag or the count differing is not', () => {
    const choices = (...flags: boolean[]) =>
      flags.map((flag, index) => ({ quarter: (index + 1) as Quarter, label: '', subtitle: '', disabled: flag }));
    expect(select.sameChoices(choices(false, false, true, true), choices(false, false, true, true))).toBe(true);
    expect(select.sameChoices(choices(false, false, true, true), choices(false, false, true, false))).toBe(false);
    expect(select.sameChoices(choices(false, false, true, true), choices(true, true, false, false))).toBe(false);
    expect(select.sameChoices(choices(false, false, true), choices(false, false, true, true))).toBe(false);
  });
});

describe('period selection: the remembered period in storage', () => {
  it('nobody signed in: none, and the storage is not read', () => {
    const keys: string[] = [];
    const storage = { getItem: (key: string) => (keys.push(key), '{"year":2024,"quarter":3}') };
    expect(readRememberedPeriod(null, storage)).toBeNull();
    expect(readRememberedPeriod('', storage)).toBeNull();
    expect(keys).toStrictEqual([]);
  });

  it("written without naming the screen: the overview's key", () => {
    const storage = memoryLocalStorage();
    writeRememberedPeriod('apteka1', { year: 2024, quarter: 3 }, storage);
    expect([...storage.items]).toStrictEqual([['reports.overview.period.apteka1', '{"year":2024,"quarter":3}']]);
    expect(periodStorageKey('apteka1')).toBe('reports.overview.period.apteka1');
    expect(readRememberedPeriod('apteka1', storage)).toStrictEqual({ year: 2024, quarter: 3 });
  });
});
