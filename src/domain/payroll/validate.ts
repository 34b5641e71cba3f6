import { kpiNumbers, kpiType, kpiWeightType, type ParamRow } from './params';
import type { KpiProblem, OffendingCell, PayrollValidation } from './result';

const hundredths = (value: number): number => Math.round(value * 100);
const kpiTypes = new Set(kpiNumbers.map(kpiType));
const weightTypes = new Set(kpiNumbers.map(kpiWeightType));

/**
 * §5's three rules of the KPI parameters, in §5's order, with the cells that break each (so the
 * screen marks them). Save and export are allowed only when `problems` is empty; the gateway
 * refuses with the first problem's message.
 */
export function validatePayroll(pharmacyParams: readonly ParamRow[]): PayrollValidation {
  const problems: KpiProblem[] = [];
  const cells: OffendingCell[] = [];

  // A weight counts once per KPI (the first row of its type, as the calculation reads it); the
  // sum is compared in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
  const counted = new Set<string>();
  let weightSum = 0;
  pharmacyParams.forEach((row) => {
    if (!weightTypes.has(row.type) || counted.has(row.type)) return;
    counted.add(row.type);
    weightSum += hundredths(row.valueIn);
  });
  if (weightSum !== 100 * 100) {
    problems.push('weights');
    pharmacyParams.forEach((row, index) => weightTypes.has(row.type) && cells.push({ index, field: 'valueIn', problem: 'weights' }));
  }

  const zeroIn = pharmacyParams.flatMap((row, index) => (kpiTypes.has(row.type) && hundredths(row.valueIn) === 0 ? [index] : []));
  if (zeroIn.length > 0) {
    problems.push('zeroValues');
    zeroIn.forEach((index) => cells.push({ index, field: 'valueIn', problem: 'zeroValues' }));
  }

  const zeroOut = pharmacyParams.flatMap((row, index) => (kpiTypes.has(row.type) && hundredths(row.valueOut) === 0 ? [index] : []));
  if (zeroOut.length > 0) {
    problems.push('zeroCoefficients');
    zeroOut.forEach((index) => cells.push({ index, field: 'valueOut', problem: 'zeroCoefficients' }));
  }

  return { problems, cells };
}
