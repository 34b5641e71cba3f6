import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PayrollSaved } from '../../../src/api/contract/payroll';
import { SalesMotivation, SalesMotivationProlonged, SalesMotivationSaved } from '../../../src/api/contract/sales-motivation';
import { loadedStamp, rowsOfPlan } from '../../../src/machines/payroll/sales-motivation.rows';

/**
 * Answers the spec does not show (purchasing-and-pay §7.4 update, §7.5 GET and prolong): the
 * portal reads only what it uses of them, so a back end built from the spec that answers without
 * our fields is read, never «неожиданный формат».
 */
describe('staff pay answers the spec does not show', () => {
  it('a saved payroll may answer without savedAt and our revision', () => {
    expect(v.parse(PayrollSaved, {})).toEqual({});
  });

  it('a prolonged plan may answer without the save date; a saved one names it (§3)', () => {
    expect(v.parse(SalesMotivationProlonged, {})).toEqual({});
    expect(v.safeParse(SalesMotivationSaved, {}).success).toBe(false);
  });

  it('a month’s plan is read from its products alone: no dates, no save date, so rows without a date and a save that checks nothing', () => {
    const plan = v.parse(SalesMotivation, {
      productProperties: [{ promotionalProductId: 40112, points: 30, cashierObjective: [{ cashierNameFull: 'Иванова А. А.', plan: 4 }] }],
    });
    expect(plan.salesMotivationUpdateDate).toBeNull();
    const rows = rowsOfPlan(plan, [], ['Иванова А. А.']);
    expect(rows.map((row) => [row.id, row.bonus, row.plans, row.savedAt])).toEqual([[40112, '30', ['4'], null]]);
    expect(loadedStamp(rows)).toEqual({});
  });
});
