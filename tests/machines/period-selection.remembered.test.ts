import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { periodSelectionMachine } from '../../src/machines/reports/period-selection.machine';
import { selectPeriod } from '../../src/machines/reports/period-selection.selectors';
import { periodStorageKey, readRememberedPeriod } from '../../src/machines/reports/period-selection.storage';

/** A fixed clock: 15 May 2025, the second quarter. */
const now = new Date(2025, 4, 15, 12);

function memoryLocalStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

afterEach(() => vi.unstubAllGlobals());

/** Spec 'Period selection': "The last selected period is remembered" — on the rewards screen too, per user. */
describe('the rewards period remembered per user', () => {
  it('writes the chosen rewards period under the user’s own rewards key, not the overview’s', () => {
    const storage = memoryLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = createActor(periodSelectionMachine, { input: { variant: 'rewards', now, userName: 'apteka1' } }).start();
    actor.send({ type: 'period.selectYear', year: 2023 });
    actor.send({ type: 'period.selectQuarter', quarter: 4 });
    expect(readRememberedPeriod('apteka1', storage, 'rewards')).toEqual({ year: 2023, quarter: 4 });
    expect(storage.items.get('reports.rewards.period.apteka1')).toBe('{"year":2023,"quarter":4}');
    expect(readRememberedPeriod('apteka1', storage, 'overview')).toBeNull();
    expect(readRememberedPeriod('apteka2', storage, 'rewards')).toBeNull();
  });

  it('writes nothing without a user', () => {
    const storage = memoryLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = createActor(periodSelectionMachine, { input: { variant: 'rewards', now, userName: null } }).start();
    actor.send({ type: 'period.selectQuarter', quarter: 1 });
    expect(storage.items.size).toBe(0);
  });

  it('opens on the remembered rewards period', () => {
    const actor = createActor(periodSelectionMachine, {
      input: { variant: 'rewards', now, remembered: { year: 2022, quarter: 3 } },
    }).start();
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2022, quarter: 3 });
  });

  it('a remembered quarter later than the current one this year falls back to the current one', () => {
    const actor = createActor(periodSelectionMachine, {
      input: { variant: 'rewards', now, remembered: { year: 2025, quarter: 4 } },
    }).start();
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
  });

  it('a remembered year no longer offered, or the disabled Q1 2019, is not reopened as it was', () => {
    const future = createActor(periodSelectionMachine, {
      input: { variant: 'rewards', now, remembered: { year: 2031, quarter: 1 } },
    }).start();
    expect(selectPeriod(future.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
    const first = createActor(periodSelectionMachine, {
      input: { variant: 'rewards', now, remembered: { year: 2019, quarter: 1 } },
    }).start();
    expect(selectPeriod(first.getSnapshot())).toEqual({ year: 2019, quarter: 2 });
  });

  it('keeps the overview key as it was (periods remembered before stay readable)', () => {
    expect(periodStorageKey('apteka1')).toBe('reports.overview.period.apteka1');
    expect(periodStorageKey('apteka1', 'rewards')).toBe('reports.rewards.period.apteka1');
  });
});

describe('the overview’s quarters that failed to load: period.retry', () => {
  it('asks for the quarters again and disables those without data once they come', async () => {
    const answers: Array<number[] | Error> = [new Error('Кварталы временно недоступны'), [2]];
    const machine = periodSelectionMachine.provide({
      actors: {
        loadQuartersWithData: fromPromise(async () => {
          const answer = answers.shift()!;
          if (answer instanceof Error) throw answer;
          return answer as (1 | 2 | 3 | 4)[];
        }),
      },
      actions: { rememberPeriod: () => {} },
    });
    const actor = createActor(machine, { input: { variant: 'overview', now, userName: 'apteka1', pharmacyId: 1 } }).start();
    await waitFor(actor, (s) => s.matches({ overview: 'quartersUnknown' }));
    expect(actor.getSnapshot().context.error?.message).toBe('Кварталы временно недоступны');
    actor.send({ type: 'period.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ overview: 'ready' }));
    expect(actor.getSnapshot().context.quartersWithData).toEqual([2]);
    expect(answers).toHaveLength(0);
  });
});
