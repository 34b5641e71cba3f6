import { readDecimal, type DecimalRule, type NumberReading } from '../shared/number-entry';
import { round2, sumMoney } from '../shared/money';

/**
 * Rewards distribution: the staff's reward points of a quarter turned into money at a cost per
 * point that the pharmacy sets for each group (spec sections 2 and 5).
 */
export type StaffGroup = 'owner' | 'manager' | 'cashiers';

export const staffGroups: readonly StaffGroup[] = ['owner', 'manager', 'cashiers'];

export const staffGroupNames: Record<StaffGroup, string> = {
  owner: 'Владелец',
  manager: 'Заведующий',
  cashiers: 'Кассиры',
};

/** One employee's points; id is a service number or a tax id, so it is text. */
export interface Employee {
  id: string;
  name: string;
  productOfTheDayPoints: number | null;
  privateLabelPoints: number | null;
  motivationPoints: number | null;
  pointsSum: number | null;
}

export interface RewardsDistribution {
  owner: Employee | null;
  manager: Employee | null;
  cashiers: Employee[];
}

/** Every cost input starts at 1: one rouble per point. */
export const defaultCostText = '1';

export type CostTexts = Record<StaffGroup, string>;

export const defaultCostTexts: CostTexts = { owner: defaultCostText, manager: defaultCostText, cashiers: defaultCostText };

/**
 * A cost per point is roubles (spec: digits with one optional decimal separator, default 1): read
 * as every money box of the portal reads it ('2,5', '2.5' and '1 000' count; a letter, a minus or
 * a third decimal is refused with its reason), so an emptied box is refused too and the cost stays.
 */
export const costRule: DecimalRule = { min: 0, max: 9_999_999_999.99 };

export const readCost = (typed: string): NumberReading => readDecimal(costRule, typed);

/** The cost a committed text stands for; none for a text the box would refuse. */
export const costValue = (text: string): number | null => {
  const reading = readCost(text);
  return 'value' in reading ? reading.value : null;
};

/** Money = points × cost, to 2 decimals; empty when either is missing. */
export const rewardMoney = (points: number | null, cost: number | null): number | null =>
  points == null || cost == null ? null : round2(points * cost);

export interface RewardRow extends Employee {
  money: number | null;
}

export interface RewardGroup {
  group: StaffGroup;
  name: string;
  cost: number | null;
  rows: RewardRow[];
  pointsSum: number;
  money: number | null;
}

const employeesOf = (distribution: RewardsDistribution, group: StaffGroup): Employee[] => {
  if (group === 'cashiers') return distribution.cashiers;
  const employee = distribution[group];
  return employee ? [employee] : [];
};

/** The staff table: each group with its rows, the money at the group's cost and the group's sums. */
export const rewardGroups = (distribution: RewardsDistribution, costTexts: CostTexts): RewardGroup[] =>
  staffGroups.map((group) => {
    const cost = costValue(costTexts[group]);
    const rows = employeesOf(distribution, group).map((employee) => ({ ...employee, money: rewardMoney(employee.pointsSum, cost) }));
    return {
      group,
      name: staffGroupNames[group],
      cost,
      rows,
      pointsSum: sumMoney(rows.map((row) => row.pointsSum)),
      money: cost == null ? null : sumMoney(rows.map((row) => row.money)),
    };
  });
