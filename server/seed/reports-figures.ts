import type { initiatives } from '../db/schema';
import type { PlannedInitiative } from './reports-initiatives';
import type { RandomSource } from './reports-random';

const DAY_MS = 86_400_000;

/** Types whose figures are no purchase: their "purchased in SIP prices" cell stays empty. */
const withoutPurchases = new Set(['SHOWCASE', 'EVENT_COMPENSATION', 'PHARMACIST_MOTIVATION']);

/** Matrix types report a fulfilment percent; others leave it empty. */
const withMatrixPercent = new Set(['MATRIX_PLUS', 'PREVENT_STOCKOUT']);

export interface FigureContext {
  now: Date;
  /** When the distributor last loaded the pharmacy's data. */
  pharmacyFreshness: Date | null;
  /** The fulfilment the mandatory matrix's download rows give, when it is one. */
  matrixPercent: number | null;
}

/**
 * The overview figures of an initiative as of `now`: a running one has earned part of its
 * forecast, in step with the time passed; an ended one has earned its final sum, which is also
 * its forecast.
 */
export function initiativeRow(
  planned: PlannedInitiative,
  random: RandomSource,
  { now, pharmacyFreshness, matrixPercent }: FigureContext,
): typeof initiatives.$inferInsert {
  const { from, to } = planned.span;
  const ended = to < now;
  const passed = Math.min(1, Math.max(0, (now.getTime() - from.getTime()) / (to.getTime() - from.getTime())));
  const expected = planned.type === 'PULSAR_BONUS' ? random.amount(300, 2_500) : random.amount(1_000, 25_000);
  const earned = ended ? expected : Math.round(expected * passed * random.amount(0.8, 1) * 100) / 100;
  const purchases = random.amount(20_000, 400_000) * (ended ? 1 : passed);
  // Figures of an ended initiative are final a few days after its end; a running one's are as fresh as the pharmacy's.
  const settled = new Date(to.getTime() + 3 * DAY_MS);
  return {
    id: planned.id,
    pharmacyId: planned.pharmacyId,
    type: planned.type,
    name: planned.name,
    periodFrom: from,
    periodTo: to,
    mtxPercent: matrixPercent ?? (withMatrixPercent.has(planned.type) ? random.amount(60, 100) : null),
    purchaseSipSum: withoutPurchases.has(planned.type) ? null : Math.round(purchases * 100) / 100,
    earned,
    expected,
    mitigatingCoefficient: random.int(80, 100) / 100,
    startDate: from,
    expirationDate: to,
    hasCubeLink: planned.hasCubeLink,
    dataFreshness: planned.freshnessUnknown ? null : ended && settled < now ? settled : pharmacyFreshness,
  };
}
