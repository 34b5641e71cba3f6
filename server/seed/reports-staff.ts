import type * as v from 'valibot';
import { isHiddenInitiativeType } from '../../src/domain/shared/initiative-types';
import { round2, sumMoney } from '../../src/domain/shared/money';
import type { Period } from '../../src/domain/shared/quarters';
import type { rewardPoints } from '../db/schema';
import type { BonusFigures } from '../services/reports/bonuses';
import type { RandomSource } from './reports-random';

/** What the comparison needs of a quarter's initiatives. */
export interface EarnedFigures {
  type: string;
  earned: number | null;
}

const earnedOf = (records: readonly EarnedFigures[], types: readonly string[]): number =>
  sumMoney(records.filter((record) => types.includes(record.type)).map((record) => record.earned));

/**
 * The bonus comparison of a quarter: this pharmacy's bonus from its own initiatives, set against a
 * best and an average pharmacy of the network; shares in percent of a quarter's turnover of 9-15 million.
 */
export function bonusFigures(random: RandomSource, records: readonly EarnedFigures[]): v.InferOutput<typeof BonusFigures> {
  const all = sumMoney(records.filter((record) => !isHiddenInitiativeType(record.type)).map((record) => record.earned));
  const matrix = earnedOf(records, ['MANDATORY_MATRIX']);
  const recommended = earnedOf(records, ['RECOMMENDED_GOODS']);
  const turnover = random.int(9_000, 15_000) * 1_000;
  const best = round2(all * random.amount(1.2, 1.8));
  const average = round2(all * random.amount(0.55, 0.9));
  const perMillion = (bonus: number, ofTurnover: number) => round2((bonus / ofTurnover) * 1_000_000);
  const percent = (bonus: number, ofTurnover: number) => round2((bonus / ofTurnover) * 100);
  const bestTurnover = turnover * random.amount(0.9, 1.3);
  const averageTurnover = turnover * random.amount(0.7, 1.1);
  return {
    currPhAllBonus: all,
    currPhMatrixBonusSum: matrix,
    currPhRecGoodsSum: recommended,
    currPhOneMillionSum: perMillion(all, turnover),
    currPhPercent: percent(all, turnover),
    bestPhAllBonus: best,
    bestPhOneMillionSum: perMillion(best, bestTurnover),
    bestPhPercent: percent(best, bestTurnover),
    averagePhAllBonus: average,
    averagePhMatrixBonusSum: round2(matrix * random.amount(0.5, 0.9)),
    averagePhRecGoodsSum: round2(recommended * random.amount(0.5, 0.9)),
    averagePhOneMillionSum: perMillion(average, averageTurnover),
    averagePhPercent: percent(average, averageTurnover),
    otherBonusSumAvg: round2((all - matrix - recommended) * random.amount(0.5, 0.9)),
    otherBonusSumMax: round2((all - matrix - recommended) * random.amount(1.1, 1.6)),
    mmAndRecBonusSumAvg: round2((matrix + recommended) * random.amount(0.5, 0.9)),
    mmAndRecBonusSumMax: round2((matrix + recommended) * random.amount(1.1, 1.6)),
  };
}

interface StaffMember {
  employeeId: string;
  name: string;
  role: 'owner' | 'manager' | 'cashier';
  /** The first year the person appears in the rewards. */
  since?: number;
}

/** The staff of each pharmacy: the owner by tax id, the others by service number. */
export const staffOf: Record<number, readonly StaffMember[]> = {
  1: [
    { employeeId: '772814503961', name: 'Соколова Марина Викторовна', role: 'owner' },
    { employeeId: 'ТН-0142', name: 'Орлов Андрей Николаевич', role: 'manager' },
    { employeeId: 'ТН-0201', name: 'Иванова Ольга Сергеевна', role: 'cashier' },
    { employeeId: 'ТН-0207', name: 'Петров Дмитрий Андреевич', role: 'cashier' },
    { employeeId: 'ТН-0215', name: 'Кузнецова Анна Игоревна', role: 'cashier' },
    { employeeId: 'ТН-0233', name: 'Смирнова Екатерина Павловна', role: 'cashier', since: 2024 },
  ],
  2: [
    { employeeId: '773301287455', name: 'Белов Игорь Степанович', role: 'owner' },
    { employeeId: 'ТН-1108', name: 'Морозова Татьяна Юрьевна', role: 'manager' },
    { employeeId: 'ТН-1121', name: 'Волков Сергей Олегович', role: 'cashier' },
    { employeeId: 'ТН-1130', name: 'Лебедева Наталья Викторовна', role: 'cashier' },
    { employeeId: 'ТН-1134', name: 'Зайцева Мария Андреевна', role: 'cashier' },
  ],
};

/** Each employee's points of a quarter; the owner sells nothing, so has no motivation points. */
export function rewardRows(
  random: RandomSource,
  pharmacyId: number,
  quarter: string,
  period: Period,
): (typeof rewardPoints.$inferInsert)[] {
  return staffOf[pharmacyId]
    .filter((member) => (member.since ?? 0) <= period.year)
    .map((member, position) => ({
      pharmacyId,
      quarter,
      employeeId: member.employeeId,
      name: member.name,
      role: member.role,
      position,
      productOfTheDayPoints: random.amount(10, 320),
      privateLabelPoints: random.amount(5, 180),
      motivationPoints: member.role === 'owner' ? null : random.amount(20, 450),
    }));
}
