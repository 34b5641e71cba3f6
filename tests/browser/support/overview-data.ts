import { http, HttpResponse } from 'msw';
import type { CommonBonuses, InitiativeRecord, InitiativesReport } from '../../../src/api/contract/reports';
import { currentPeriod, quarterEnd, quarterRequestDate, quarterStart } from '../../../src/domain/shared/quarters';

/** A small overview of the real current quarter (the screen reads the clock when it opens). */
const now = new Date();
export const current = currentPeriod(now);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const overviewRecord = (id: number, type: string, name: string, figures: Partial<InitiativeRecord> = {}): InitiativeRecord => ({
  id,
  type,
  name,
  from: seconds(quarterStart(current)),
  to: seconds(quarterEnd(current)),
  mtxPercent: null,
  purchaseSipSum: null,
  earned: null,
  expected: null,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
  ...figures,
});

export const overviewReport = (quarter: string, initiatives: InitiativeRecord[]): InitiativesReport => ({
  pharmacyId: 1,
  quarter,
  dataFreshness: seconds(new Date(2025, 5, 30, 12)),
  summary: { earnedSum: 0, expectedSum: 0 },
  initiatives,
});

export const overviewBonuses: CommonBonuses = {
  quarter: quarterRequestDate(current),
  currPhAllBonus: 2015.25,
  currPhMatrixBonusSum: 1000,
  currPhRecGoodsSum: 300,
  currPhOneMillionSum: 4321.5,
  currPhPercent: 1.24,
  bestPhAllBonus: 9000,
  bestPhOneMillionSum: 8000,
  bestPhPercent: 3.5,
  averagePhAllBonus: 3000,
  averagePhMatrixBonusSum: 1500,
  averagePhRecGoodsSum: 400,
  averagePhOneMillionSum: 5000,
  averagePhPercent: 2,
  otherBonusSumAvg: 0,
  otherBonusSumMax: 0,
  mmAndRecBonusSumAvg: 0,
  mmAndRecBonusSumMax: 0,
};

/** The overview's calls: every quarter of every year has data; `initiatives` is the report's content. */
export const overviewHandlers = (initiatives: InitiativeRecord[]) => [
  http.get('/api/reports/initiative/pharmacy/quarters', ({ request }) =>
    HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), quarters: [1, 2, 3, 4] }),
  ),
  http.get('/api/reports/initiative/pharmacy', ({ request }) =>
    HttpResponse.json(overviewReport(new URL(request.url).searchParams.get('quarter')!, initiatives)),
  ),
  http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(overviewBonuses)),
];

/** A handler that answers 500 without a message the first `times` times, then lets the next handler answer. */
export function failingFirst(method: 'get' | 'post', path: string, times = 1) {
  let left = times;
  const calls = { count: 0 };
  const handler = http[method](path, () => {
    calls.count += 1;
    if (left <= 0) return undefined;
    left -= 1;
    return HttpResponse.json({}, { status: 500 });
  });
  return { handler, calls };
}
