import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, ExtensionAbsent } from '../../src/api/shared/http';
import type { Period, Quarter } from '../../src/domain/shared/quarters';
import { periodSelectionMachine } from '../../src/machines/reports/period-selection.machine';
import type { PeriodSelectionInput } from '../../src/machines/reports/period-selection.rules';
import {
  selectPeriod,
  selectQuarterChoices,
  selectQuartersError,
  selectQuartersLoading,
  selectYear,
} from '../../src/machines/reports/period-selection.selectors';
import { periodStorageKey, readRememberedPeriod } from '../../src/machines/reports/period-selection.storage';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type PeriodSnapshot = SnapshotFrom<typeof periodSelectionMachine>;

/** A fixed clock: 15 May 2025, the second quarter. */
const now = new Date(2025, 4, 15, 12);

/** The quarters the fake server has per year; 2019 fails; in 2022 it acts as a back end without the quarters list. */
const dataByYear: Record<number, Quarter[]> = { 2025: [1, 2], 2024: [2, 3, 4], 2023: [] };
const noList = 2022;

function machineWith(remembered: Period[] = []) {
  return periodSelectionMachine.provide({
    actors: {
      loadQuartersWithData: fromPromise<Quarter[], { pharmacyId: number | null; year: number }>(async ({ input }) => {
        if (input.year === noList) throw new ExtensionAbsent('initiativeQuarters');
        if (!(input.year in dataByYear)) throw new ApiError(503, 'Кварталы временно недоступны');
        return dataByYear[input.year];
      }),
    },
    actions: {
      rememberPeriod: ({ context }) => void (context.quarter && remembered.push({ year: context.year, quarter: context.quarter })),
    },
  });
}

const overviewInput: PeriodSelectionInput = { variant: 'overview', now, userName: 'apteka1', pharmacyId: 1 };
const rewardsInput: PeriodSelectionInput = { variant: 'rewards', now };

const start = (input: PeriodSelectionInput, remembered: Period[] = []) => createActor(machineWith(remembered), { input }).start();
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.matches({ overview: 'loadingQuarters' }), { timeout: 1000 });

const serializeState = (snapshot: PeriodSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.year, snapshot.context.quarter, snapshot.context.quartersWithData]);

// Years offered and one that is not; all four quarters; in loadingQuarters the answer the fake
// server gives for that year (the walker releases the held answer on the live actor).
const eventsFor = (snapshot: PeriodSnapshot) => {
  if (snapshot.matches({ overview: 'loadingQuarters' })) {
    const { year } = snapshot.context;
    if (year === noList) return [{ type: 'xstate.error.actor.quartersWithData', error: new ExtensionAbsent('initiativeQuarters') }];
    return year in dataByYear
      ? [{ type: 'xstate.done.actor.quartersWithData', output: dataByYear[year] }]
      : [{ type: 'xstate.error.actor.quartersWithData', error: new ApiError(503, 'Кварталы временно недоступны') }];
  }
  return [
    ...[2019, 2022, 2023, 2024, 2025, 2031].map((year) => ({ type: 'period.selectYear', year })),
    ...([1, 2, 3, 4] as const).map((quarter) => ({ type: 'period.selectQuarter', quarter })),
  ];
};

/** A state named by what tells it apart: where the machine is, the year shown and the quarter checked. */
const where = (snapshot: PeriodSnapshot) => {
  const place = snapshot.matches({ overview: 'loadingQuarters' })
    ? 'loading'
    : snapshot.matches({ overview: 'quartersUnknown' })
      ? 'unknown'
      : snapshot.matches({ overview: 'allQuarters' })
        ? 'all'
        : snapshot.matches({ overview: 'ready' })
          ? 'ready'
          : 'rewards';
  const { year, quarter } = snapshot.context;
  return `${place} ${year} ${quarter === null ? '—' : `Q${quarter}`}`;
};

/** What the period selector shows: the year, the checked quarter, the quarters offered, the spinner, the error. */
const seen = (snapshot: PeriodSnapshot) => ({
  year: selectYear(snapshot),
  period: selectPeriod(snapshot),
  offered: selectQuarterChoices(snapshot)
    .filter((choice) => !choice.disabled)
    .map((choice) => choice.label),
  loading: selectQuartersLoading(snapshot),
  error: selectQuartersError(snapshot)?.message ?? null,
});

interface Seen {
  year: number;
  period: Period | null;
  offered: string[];
  loading: boolean;
  error: string | null;
}

const I = 'Квартал I';
const II = 'Квартал II';
const III = 'Квартал III';
const IV = 'Квартал IV';
const all = [I, II, III, IV];
const see = (year: number, quarter: Quarter | null, offered: string[], extra: Partial<Seen> = {}): Seen => ({
  year,
  period: quarter === null ? null : { year, quarter },
  offered,
  loading: false,
  error: null,
  ...extra,
});
const failed = 'Кварталы временно недоступны';

// By hand. Overview, on 15 May 2025: while a year's quarters load none is offered; then only the
// quarters with data (2025: I, II; 2024: II-IV; 2023: none); a failed call offers all four with its
// error; picking a year clears the quarter; 2031 is not offered and changes nothing.
const overviewExpected: Record<string, Seen> = {
  'loading 2025 Q2': see(2025, 2, [], { loading: true }),
  'ready 2025 Q2': see(2025, 2, [I, II]),
  'ready 2025 Q1': see(2025, 1, [I, II]),
  'loading 2025 —': see(2025, null, [], { loading: true }),
  'ready 2025 —': see(2025, null, [I, II]),
  'loading 2024 —': see(2024, null, [], { loading: true }),
  'ready 2024 —': see(2024, null, [II, III, IV]),
  'ready 2024 Q2': see(2024, 2, [II, III, IV]),
  'ready 2024 Q3': see(2024, 3, [II, III, IV]),
  'ready 2024 Q4': see(2024, 4, [II, III, IV]),
  'loading 2023 —': see(2023, null, [], { loading: true }),
  'ready 2023 —': see(2023, null, []),
  'loading 2019 —': see(2019, null, [], { loading: true }),
  'unknown 2019 —': see(2019, null, all, { error: failed }),
  'unknown 2019 Q1': see(2019, 1, all, { error: failed }),
  'unknown 2019 Q2': see(2019, 2, all, { error: failed }),
  'unknown 2019 Q3': see(2019, 3, all, { error: failed }),
  'unknown 2019 Q4': see(2019, 4, all, { error: failed }),
  // A back end without the quarters list (our extension): all four offered, and no error at all.
  'loading 2022 —': see(2022, null, [], { loading: true }),
  'all 2022 —': see(2022, null, all),
  'all 2022 Q1': see(2022, 1, all),
  'all 2022 Q2': see(2022, 2, all),
  'all 2022 Q3': see(2022, 3, all),
  'all 2022 Q4': see(2022, 4, all),
};

// By hand. Rewards, on 15 May 2025: the period is always complete, every quarter is offered but
// Q1 2019. THE FALLBACK: there is no '2025 Q3' nor '2025 Q4' — choosing Q3 or Q4 of 2025 (or 2025
// while Q3/Q4 is checked) leaves Q2 checked, so those two places can never be reached; Q1 2019
// (or 2019 while Q1 is checked) leaves Q2. 2031 is not offered and changes nothing.
const rewardsExpected: Record<string, Seen> = {
  'rewards 2025 Q2': see(2025, 2, all),
  'rewards 2025 Q1': see(2025, 1, all),
  'rewards 2024 Q1': see(2024, 1, all),
  'rewards 2024 Q2': see(2024, 2, all),
  'rewards 2024 Q3': see(2024, 3, all),
  'rewards 2024 Q4': see(2024, 4, all),
  'rewards 2023 Q1': see(2023, 1, all),
  'rewards 2023 Q2': see(2023, 2, all),
  'rewards 2023 Q3': see(2023, 3, all),
  'rewards 2023 Q4': see(2023, 4, all),
  'rewards 2022 Q1': see(2022, 1, all),
  'rewards 2022 Q2': see(2022, 2, all),
  'rewards 2022 Q3': see(2022, 3, all),
  'rewards 2022 Q4': see(2022, 4, all),
  'rewards 2019 Q2': see(2019, 2, [II, III, IV]),
  'rewards 2019 Q3': see(2019, 3, [II, III, IV]),
  'rewards 2019 Q4': see(2019, 4, [II, III, IV]),
};

/** The fake server's quarters call, held until the walker plays its answer (so 'loading' can be seen). */
function heldMachine() {
  const held: Array<() => void> = [];
  const machine = periodSelectionMachine.provide({
    actors: {
      loadQuartersWithData: fromPromise<Quarter[], { pharmacyId: number | null; year: number }>(
        ({ input }) =>
          new Promise<Quarter[]>((resolve, reject) =>
            held.push(() =>
              input.year === noList
                ? reject(new ExtensionAbsent('initiativeQuarters'))
                : input.year in dataByYear
                  ? resolve(dataByYear[input.year])
                  : reject(new ApiError(503, failed)),
            ),
          ),
      ),
    },
    actions: { rememberPeriod: () => undefined },
  });
  return { machine, release: () => held.splice(0).forEach((answer) => answer()) };
}

for (const [variant, input, expected] of [
  ['overview', overviewInput, overviewExpected],
  ['rewards', rewardsInput, rewardsExpected],
] as const) {
  describe(`period selection (${variant}), every shortest path, checked against what the user sees`, () => {
    const paths = getShortestPaths(machineWith(), { input, events: eventsFor as never, serializeState: serializeState as never });

    it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

    for (const path of paths) {
      it(
        describePath(path, (state) => where(state as PeriodSnapshot)),
        async () => {
          const { machine, release } = heldMachine();
          const actor = createActor(machine, { input }).start();
          await walkAndSee(path, {
            play: async (event: { type: string }) => {
              if (!event.type.startsWith('xstate.')) return void actor.send(event as never);
              release();
              await waitFor(actor, (s) => !s.matches({ overview: 'loadingQuarters' }), { timeout: 1000 });
            },
            current: () => actor.getSnapshot(),
            where: where as never,
            see: (): unknown => seen(actor.getSnapshot()),
            expected,
          });
        },
      );
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
    expect(
      selectQuarterChoices(snapshot)
        .filter((choice) => !choice.disabled)
        .map((choice) => choice.quarter),
    ).toEqual([2, 3, 4]);
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
