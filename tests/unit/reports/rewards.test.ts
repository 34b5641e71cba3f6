import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costValue,
  defaultCostTexts,
  rewardGroups,
  readCost,
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

describe('the cost per point', () => {
  it.each([
    ['1', 1],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['2,50', 2.5],
    ['0,', 0],
    [',5', 0.5],
    ['1 000', 1000],
    [' 3 ', 3],
  ])('reads %j as %d', (typed, value) => {
    expect(readCost(typed)).toEqual({ value });
    expect(costValue(typed)).toBe(value);
  });

  it.each([
    ['', 'укажите значение'],
    ['1.2.3', 'только одна запятая'],
    ['1,2,3', 'только одна запятая'],
    ['abc', 'ожидается число, например 1 234,56'],
    ['1e3', 'ожидается число, например 1 234,56'],
    ['-1', 'не может быть отрицательным'],
    ['0,125', 'не больше 2 знаков после запятой'],
    ['12345678901', 'не больше 10 цифр до запятой'],
  ])('refuses %j: %s, and stands for no cost', (typed, reason) => {
    expect(readCost(typed)).toEqual({ refused: reason });
    expect(costValue(typed)).toBeNull();
  });

  it('starts at 1 for every group', () => {
    expect(defaultCostTexts).toEqual({ owner: '1', manager: '1', cashiers: '1' });
  });

  it('property: a read cost is a non-negative figure in kopecks', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const value = costValue(typed);
        if (value !== null) expect(Math.round(value * 100) / 100).toBe(value);
        if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
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

  it('shows no money for a cost text that reads as none', () => {
    const [owner] = rewardGroups({ owner: employee('1', 10), manager: null, cashiers: [] }, { ...defaultCostTexts, owner: '' });
    expect(owner.rows[0].money).toBeNull();
    expect(owner.money).toBeNull();
  });
});
