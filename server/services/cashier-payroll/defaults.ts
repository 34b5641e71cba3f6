import type { PharmacyParam, PharmacyParamType } from '../../../src/api/contract/payroll';

const rows = (type: PharmacyParamType, pairs: [valueIn: number, valueOut: number][]): PharmacyParam[] =>
  pairs.map(([valueIn, valueOut]) => ({ type, valueIn, valueOut }));

/**
 * The parameter tables of a pharmacy that never saved a month: thresholds a network would start
 * from, and weights that sum to 100, so the month validates and computes as soon as it opens.
 * KPI_n rows map the KPI's value to a coefficient of at most kpiMax (1.5).
 */
export const defaultPharmacyParams: readonly PharmacyParam[] = [
  // Personal-sales margin, RUB → base premium, RUB.
  ...rows('BB_PERSONAL_MARGIN', [
    [0, 0],
    [50_000, 3_000],
    [100_000, 5_000],
    [200_000, 8_000],
  ]),
  // Stock turnover, days → coefficient: slow stock lowers the premium.
  ...rows('BB_TURNOVER_PERIOD_CORRECTION', [
    [0, 1.2],
    [30, 1],
    [60, 0.8],
    [90, 0.5],
  ]),
  // Stock close to its expiry, RUB → penalty, RUB.
  ...rows('EXPIRED_REMAINS_PENALTY', [
    [0, 0],
    [10_000, 500],
    [50_000, 2_000],
  ]),
  // Plan performance, % → coefficient.
  ...rows('KPI_1', [
    [80, 0.5],
    [100, 1],
    [120, 1.5],
  ]),
  // Average check against the pharmacy's, % → coefficient.
  ...rows('KPI_2', [
    [90, 0.8],
    [100, 1],
    [110, 1.2],
  ]),
  // Marketing share, % → coefficient.
  ...rows('KPI_3', [
    [5, 0.5],
    [10, 1],
    [15, 1.3],
  ]),
  // Items per check → coefficient.
  ...rows('KPI_4', [
    [1.5, 0.7],
    [2, 1],
    [2.5, 1.2],
  ]),
  // Sales-motivation plan performance, % → coefficient.
  ...rows('KPI_5', [
    [50, 0.5],
    [100, 1],
    [120, 1.2],
  ]),
  ...rows('KPI_1_WEIGHT', [[30, 0]]),
  ...rows('KPI_2_WEIGHT', [[20, 0]]),
  ...rows('KPI_3_WEIGHT', [[15, 0]]),
  ...rows('KPI_4_WEIGHT', [[15, 0]]),
  ...rows('KPI_5_WEIGHT', [[20, 0]]),
];
