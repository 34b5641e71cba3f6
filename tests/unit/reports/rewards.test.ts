import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptCostInput,
  costValue,
  defaultCostTexts,
  rewardGroups,
  rewardMoney,
  type Employee,
} from '../../../src/domain/reports/rewards';

const employee = (id: string, pointsSum: number | null): Employee => ({
  id,
  name: `Сотрудник ${id}`,
  productOfTheDayPoints: null,
  privateLabelPoints: null,
  motivationPoints: null,
  pointsSum,
});

describe('the cost-per-point input', () => {
  it.each([
    ['1', '1'],
    ['12.5', '12.5'],
    ['12,5', '12.5'],
    ['0,', '0.'],
    [',5', '.5'],
    ['', ''],
  ])('accepts %j as %j', (typed, kept) => {
    expect(acceptCostInput(typed)).toBe(kept);
  });

  it.each(['1.2.3', '1,2,3', '1,2.3', 'abc', '-1', '1e3', ' 1', '1 000'])('rejects %j', (typed) => {
    expect(acceptCostInput(typed)).toBeNull();
  });

  it('starts at 1 for every group', () => {
    expect(defaultCostTexts).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('reads the cost of an accepted text; no digit yet means no cost', () => {
    expect(costValue('2.5')).toBe(2.5);
    expect(costValue('.5')).toBe(0.5);
    expect(costValue('3.')).toBe(3);
    expect(costValue('')).toBeNull();
    expect(costValue('.')).toBeNull();
  });

  it('property: whatever is typed, an accepted text holds only digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = acceptCostInput(typed);
        if (kept !== null) expect(kept).toMatch(/^\d*\.?\d*$/);
      }),
    );
  });
});

describe('reward money', () => {
  it('is points × cost to 2 decimals', () => {
    expect(rewardMoney(12.34, 1)).toBe(12.34);
    expect(rewardMoney(10, 2.5)).toBe(25);
    expect(rewardMoney(0.1, 3)).toBe(0.3);
    expect(rewardMoney(null, 2)).toBeNull();
    expect(rewardMoney(5, null)).toBeNull();
  });

  it('builds the owner, manager and cashiers groups, each at its own cost', () => {
    const groups = rewardGroups(
      { owner: employee('001', 10), manager: null, cashiers: [employee('101', 1.5), employee('102', 2.25)] },
      { owner: '2', manager: '1', cashiers: '1,5'.replace(',', '.') },
    );
    expect(groups.map((group) => [group.group, group.name, group.rows.length])).toEqual([
      ['owner', 'Владелец', 1],
      ['manager', 'Заведующий', 0],
      ['cashiers', 'Кассиры', 2],
    ]);
    expect(groups[0].rows[0].money).toBe(20);
    expect(groups[2].rows.map((row) => row.money)).toEqual([2.25, 3.38]);
    expect(groups[2]).toMatchObject({ cost: 1.5, pointsSum: 3.75, money: 5.63 });
  });

  it('shows no money for a group whose cost is cleared', () => {
    const [owner] = rewardGroups({ owner: employee('1', 10), manager: null, cashiers: [] }, { ...defaultCostTexts, owner: '' });
    expect(owner.rows[0].money).toBeNull();
    expect(owner.money).toBeNull();
  });
});
