import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/http';
import type { Period, Quarter } from '../../src/domain/quarters';
import { periodSelectionMachine } from '../../src/machines/period-selection.machine';
import type { PeriodSelectionInput } from '../../src/machines/period-selection.rules';
import { selectPeriod, selectQuarterChoices } from '../../src/machines/period-selection.selectors';
import { periodStorageKey, readRememberedPeriod } from '../../src/machines/period-selection.storage';
import { describePath, walkPath } from './support/walk-paths';

type PeriodSnapshot = SnapshotFrom<typeof periodSelectionMachine>;

/** A fixed clock: 15 May 2025, the second quarter. */
const now = new Date(2025, 4, 15, 12);

/** The quarters the fake server has per year; 2019 fails. */
const dataByYear: Record<number, Quarter[]> = { 2025: [1, 2], 2024: [2, 3, 4], 2023: [] };

function machineWith(remembered: Period[] = []) {
  return periodSelectionMachine.provide({
    actors: {
      loadQuartersWithData: fromPromise<Quarter[], { pharmacyId: number | null; year: number }>(async ({ input }) => {
        if (!(input.year in dataByYear)) throw new ApiError(503, 'Кварталы временно недоступны');
        return dataByYear[input.year];
      }),
    },
    actions: { rememberPeriod: ({ context }) => void (context.quarter && remembered.push({ year: context.year, quarter: context.quarter })) },
  });
}

const overviewInput: PeriodSelectionInput = { variant: 'overview', now, userName: 'apteka1', pharmacyId: 1 };
const rewardsInput: PeriodSelectionInput = { variant: 'rewards', now };

const start = (input: PeriodSelectionInput, remembered: Period[] = []) => createActor(machineWith(remembered), { input }).start();
const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => !s.matches({ overview: 'loadingQuarters' }), { timeout: 1000 });

const serializeState = (snapshot: PeriodSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.year, snapshot.context.quarter, snapshot.context.quartersWithData]);

// Years offered and one that is not; all four quarters; in loadingQuarters the answer the fake
// server gives for that year (the walker lets the live actor receive it).
const eventsFor = (snapshot: PeriodSnapshot) => {
  if (snapshot.matches({ overview: 'loadingQuarters' })) {
    const { year } = snapshot.context;
    return year in dataByYear
      ? [{ type: 'xstate.done.actor.quartersWithData', output: dataByYear[year] }]
      : [{ type: 'xstate.error.actor.quartersWithData', error: new ApiError(503, 'Кварталы временно недоступны') }];
  }
  return [
    ...[2019, 2023, 2024, 2025, 2031].map((year) => ({ type: 'period.selectYear', year })),
    ...([1, 2, 3, 4] as const).map((quarter) => ({ type: 'period.selectQuarter', quarter })),
  ];
};

for (const [variant, input] of [['overview', overviewInput], ['rewards', rewardsInput]] as const) {
  describe(`period selection (${variant}), every shortest path`, () => {
    const paths = getShortestPaths(machineWith(), { input, events: eventsFor as never, serializeState: serializeState as never });

    it('reaches every state of the variant', () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      expect([...reached].sort()).toEqual(
        variant === 'overview'
          ? ['{"overview":"loadingQuarters"}', '{"overview":"quartersUnknown"}', '{"overview":"ready"}']
          : ['"rewards"'],
      );
      // Rewards: 2019 Q2-Q4, 2023 and 2024 all four, 2025 (the current year) only Q1 and Q2.
      if (variant === 'rewards') expect(paths).toHaveLength(13);
    });

    for (const path of paths) {
      it(describePath(path, (state) => serializeState(state as PeriodSnapshot)), async () => {
        const actor = start(input);
        await walkPath(path, {
          play: async (event: { type: string }) => {
            if (event.type.startsWith('xstate.')) await settled(actor);
            else actor.send(event as never);
          },
          check: (expected) => {
            if ((expected as PeriodSnapshot).matches({ overview: 'loadingQuarters' })) return; // the live call may have settled
            expect(serializeState(actor.getSnapshot())).toBe(serializeState(expected as PeriodSnapshot));
          },
        });
      });
    }
  });
}

describe('period selection, by the spec', () => {
  it('opens the overview on the current quarter and disables quarters without data', async () => {
    const actor = start(overviewInput);
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
    expect(selectQuarterChoices(actor.getSnapshot()).every((choice) => choice.disabled)).toBe(true);
    const snapshot = await settled(actor);
    expect(selectQuarterChoices(snapshot).map((choice) => [choice.label, choice.subtitle, choice.disabled])).toEqual([
      ['Квартал I', 'января-марта', false],
      ['Квартал II', 'апреля-июня', false],
      ['Квартал III', 'июля-сентября', true],
      ['Квартал IV', 'октября-декабря', true],
    ]);
  });

  it('picking a year clears the quarter, and loads that year’s quarters', async () => {
    const actor = start(overviewInput);
    await settled(actor);
    actor.send({ type: 'period.selectYear', year: 2024 });
    expect(selectPeriod(actor.getSnapshot())).toBeNull();
    const snapshot = await settled(actor);
    expect(selectQuarterChoices(snapshot).filter((choice) => !choice.disabled).map((choice) => choice.quarter)).toEqual([2, 3, 4]);
  });

  it('refuses a quarter without data', async () => {
    const actor = start(overviewInput);
    await settled(actor);
    actor.send({ type: 'period.selectYear', year: 2024 });
    await settled(actor);
    actor.send({ type: 'period.selectQuarter', quarter: 1 });
    expect(actor.getSnapshot().context.quarter).toBeNull();
    actor.send({ type: 'period.selectQuarter', quarter: 3 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2024, quarter: 3 });
  });

  it('remembers each complete period chosen, and restores the remembered one', async () => {
    const remembered: Period[] = [];
    const actor = start(overviewInput, remembered);
    await settled(actor);
    actor.send({ type: 'period.selectYear', year: 2024 });
    await settled(actor);
    actor.send({ type: 'period.selectQuarter', quarter: 4 });
    expect(remembered).toEqual([{ year: 2024, quarter: 4 }]);

    const restored = start({ ...overviewInput, remembered: { year: 2024, quarter: 4 } });
    expect(selectPeriod(restored.getSnapshot())).toEqual({ year: 2024, quarter: 4 });
    expect(selectPeriod(await settled(restored))).toEqual({ year: 2024, quarter: 4 });
  });

  it('drops a remembered quarter that has no data any more', async () => {
    const actor = start({ ...overviewInput, remembered: { year: 2024, quarter: 1 } });
    expect(selectPeriod(await settled(actor))).toBeNull();
    expect(actor.getSnapshot().context.year).toBe(2024);
  });

  it('offers every quarter when the quarters call fails, and keeps its error', async () => {
    const actor = start(overviewInput);
    await settled(actor);
    actor.send({ type: 'period.selectYear', year: 2019 });
    const snapshot = await settled(actor);
    expect(snapshot.context.error).toEqual({ status: 503, message: 'Кварталы временно недоступны' });
    expect(selectQuarterChoices(snapshot).some((choice) => choice.disabled)).toBe(false);
  });

  it('rewards: a quarter later than the current one in the current year falls back to the current one', () => {
    const actor = start(rewardsInput);
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
    actor.send({ type: 'period.selectQuarter', quarter: 4 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
    actor.send({ type: 'period.selectYear', year: 2024 });
    actor.send({ type: 'period.selectQuarter', quarter: 4 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2024, quarter: 4 });
    // Back to the current year with Q4 chosen: the fallback applies again.
    actor.send({ type: 'period.selectYear', year: 2025 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2025, quarter: 2 });
  });

  it('rewards: Q1 2019 is disabled and cannot be chosen; years run from 2019 to the current one', () => {
    const actor = start(rewardsInput);
    expect(actor.getSnapshot().context.years).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    actor.send({ type: 'period.selectYear', year: 2019 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2019, quarter: 2 });
    expect(selectQuarterChoices(actor.getSnapshot()).map((choice) => choice.disabled)).toEqual([true, false, false, false]);
    actor.send({ type: 'period.selectQuarter', quarter: 1 });
    expect(selectPeriod(actor.getSnapshot())).toEqual({ year: 2019, quarter: 2 });
    actor.send({ type: 'period.selectYear', year: 2018 });
    expect(actor.getSnapshot().context.year).toBe(2019);
  });
});

describe('remembered period in storage', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

  it('is kept per user and ignores what is not a period', () => {
    const key = periodStorageKey('apteka1');
    expect(key).toContain('apteka1');
    expect(readRememberedPeriod('apteka1', storage({ [key]: '{"year":2024,"quarter":3}' }))).toEqual({ year: 2024, quarter: 3 });
    expect(readRememberedPeriod('apteka2', storage({ [key]: '{"year":2024,"quarter":3}' }))).toBeNull();
    expect(readRememberedPeriod('apteka1', storage({ [key]: '{"year":2024,"quarter":5}' }))).toBeNull();
    expect(readRememberedPeriod('apteka1', storage({ [key]: 'not json' }))).toBeNull();
    expect(readRememberedPeriod(null, storage({}))).toBeNull();
  });
});
