import { downloadKindOf, reportLayoutOf } from '../../src/domain/shared/initiative-types';
import { currentPeriod, firstReportYear, isSamePeriod, quarterRequestDate, type Period } from '../../src/domain/shared/quarters';
import { commonBonuses, initiatives, pharmacies, reportDownloadRows, reportRows, rewardPoints } from '../db/schema';
import type { SeedStep } from './step';
import { historyPeriods, previousPeriod } from './reports-calendar';
import { downloadRows } from './reports-downloads';
import { initiativeRow } from './reports-figures';
import { apteka1Current, apteka2Current, apteka2Previous, planEntries, planHistory, type PlannedInitiative } from './reports-initiatives';
import { reportRowsOf } from './reports-rows';
import { randomSource } from './reports-random';
import { bonusFigures, rewardRows } from './reports-staff';

/** A pharmacy's quarter of the demo and its initiatives. */
interface DemoQuarter {
  pharmacyId: number;
  period: Period;
  planned: PlannedInitiative[];
}

const demoQuarters = (now: Date): DemoQuarter[] => {
  const current = currentPeriod(now);
  const previous = previousPeriod(current);
  return [
    { pharmacyId: 1, period: current, planned: planEntries(1, current, apteka1Current) },
    ...historyPeriods(now).map((period) => ({ pharmacyId: 1, period, planned: planHistory(period) })),
    { pharmacyId: 2, period: current, planned: planEntries(2, current, apteka2Current) },
    { pharmacyId: 2, period: previous, planned: planEntries(2, previous, apteka2Previous) },
  ];
};

/** The mandatory matrix's fulfilment: the share of matrix positions in stock over the days so far. */
const matrixPercentOf = (rows: { successDays: number | null; failDays: number | null }[]): number | null => {
  const days = rows.reduce((sum, row) => sum + (row.successDays ?? 0) + (row.failDays ?? 0), 0);
  const inStock = rows.reduce((sum, row) => sum + (row.successDays ?? 0), 0);
  return days === 0 ? null : Math.round((inStock / days) * 10_000) / 100;
};

/**
 * Reports demo: initiatives with their report rows and downloads, common bonuses and
 * rewards, for apteka1 since 2019 and a little for apteka2. What end-to-end tests rely on (ids,
 * empty quarters, cube links, expired initiatives) is fixed in reports-initiatives.ts and
 * reports-calendar.ts.
 */
export const reportsSeed: SeedStep = {
  name: 'reports: initiatives, report rows, downloads, bonuses, rewards',
  async run({ db, clock }) {
    const now = clock();
    const freshness = new Map(
      (await db.select({ id: pharmacies.id, at: pharmacies.dataFreshness }).from(pharmacies)).map((row) => [row.id, row.at]),
    );
    const initiativeRows: (typeof initiatives.$inferInsert)[] = [];
    const detailRows: (typeof reportRows.$inferInsert)[] = [];
    const fileRows: (typeof reportDownloadRows.$inferInsert)[] = [];
    const bonusRows: (typeof commonBonuses.$inferInsert)[] = [];
    const pointRows: (typeof rewardPoints.$inferInsert)[] = [];

    for (const { pharmacyId, period, planned } of demoQuarters(now)) {
      const ofQuarter: (typeof initiatives.$inferInsert)[] = [];
      for (const initiative of planned) {
        // One source per initiative, seeded by its id: its figures do not depend on the others.
        const random = randomSource(initiative.id);
        let matrixPercent: number | null = null;
        if (initiative.type === 'MANDATORY_MATRIX') {
          const rows = downloadRows['extended-mandatory-matrix'](random, initiative.span, now);
          matrixPercent = matrixPercentOf(rows);
          fileRows.push({ initiativeId: initiative.id, rows });
        } else {
          const kind = downloadKindOf(initiative.type);
          if (kind) fileRows.push({ initiativeId: initiative.id, rows: downloadRows[kind](random, initiative.span, now) });
        }
        ofQuarter.push(initiativeRow(initiative, random, { now, pharmacyFreshness: freshness.get(pharmacyId) ?? null, matrixPercent }));
        const layout = reportLayoutOf(initiative.type);
        if (layout) detailRows.push({ initiativeId: initiative.id, rows: reportRowsOf(layout, random, initiative.span, now).rows });
      }
      initiativeRows.push(...ofQuarter);
      const quarter = quarterRequestDate(period);
      const random = randomSource(pharmacyId * 100_000 + period.year * 10 + period.quarter);
      bonusRows.push({
        pharmacyId,
        quarter,
        figures: bonusFigures(
          random,
          ofQuarter.map((row) => ({ type: row.type, earned: row.earned ?? null })),
        ),
      });
      // The rewards screen has no data before Q2 2019 (spec section 5).
      if (!isSamePeriod(period, { year: firstReportYear, quarter: 1 })) pointRows.push(...rewardRows(random, pharmacyId, quarter, period));
    }

    await db.insert(initiatives).values(initiativeRows);
    await db.insert(reportRows).values(detailRows);
    await db.insert(reportDownloadRows).values(fileRows);
    await db.insert(commonBonuses).values(bonusRows);
    await db.insert(rewardPoints).values(pointRows);
  },
};
