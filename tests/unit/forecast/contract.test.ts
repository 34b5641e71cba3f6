import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  encodePositionCount,
  ForecastPrediction,
  ForecastProductList,
  ForecastQuery,
  ForecastRow,
  forecastCalls,
  forecastPageSize,
  MandatoryMatrixBonuses,
  PharmacySystemCheckQuery,
  PharmacySystems,
  type MandatoryMatrixBonusWire,
} from '../../../src/api/contract/forecast';
import type { ForecastRow as DomainRow } from '../../../src/domain/forecast/row';
import type { CriticalPoint as DomainCriticalPoint } from '../../../src/domain/forecast/critical-points';
import type { CriticalPoint } from '../../../src/api/contract/forecast';
import { sampleRow } from './arbitraries';

describe('the forecast contract (§7.1)', () => {
  it('has the paths of the spec', () => {
    expect(Object.values(forecastCalls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /reports-rt/rest/profit-forecast',
      'GET /reports-rt/rest/profit-forecast-prediction',
      'GET /reports-rt/rest/profit-forecast-bonuses',
      'POST /reports-rt/rest/profit-forecast-as-file',
      'POST /reports-rt/rest/profit-forecast-products-as-file',
      'POST /reports-rt/rest/profit-forecast-for-ordering-systems',
    ]);
  });

  it('reads the same row the domain works with', () => {
    expectTypeOf<v.InferOutput<typeof ForecastRow>>().toEqualTypeOf<DomainRow>();
    expectTypeOf<CriticalPoint>().toEqualTypeOf<DomainCriticalPoint>();
    const row = sampleRow();
    expect(v.parse(ForecastRow, row)).toEqual(row);
  });

  it('fills in what a source may leave out', () => {
    const { purchasedAmount: _p, balance: _b, otherInitiatives: _o, ...bare } = sampleRow();
    expect(v.parse(ForecastRow, bare)).toMatchObject({ purchasedAmount: null, balance: null, otherInitiatives: [] });
  });

  it('reads the spec’s row (PP §3): no initiative, none made up', () => {
    const { purchasedAmount: _p, balance: _b, otherInitiatives: _o, initiativeId: _i, initiativeName: _n, ...spec } = sampleRow();
    const row = v.parse(ForecastRow, spec);
    expect(row).not.toHaveProperty('initiativeId');
    expect(row).not.toHaveProperty('initiativeName');
    expect(row.promotionalProductId).toBe(spec.promotionalProductId);
  });

  it('refuses a malformed row, naming the field', () => {
    const result = v.safeParse(ForecastRow, { ...sampleRow(), regionalPurchasingPrice: '150' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].path?.map((item) => item.key)).toEqual(['regionalPurchasingPrice']);
  });

  it('reads the query from a query string, pages included', () => {
    expect(v.parse(ForecastQuery, { pharmacyId: '15' })).toEqual({ pharmacyId: 15, offset: 0, limit: forecastPageSize });
    // The spec shows no query: the pharmacy is then the caller's own.
    expect(v.parse(ForecastQuery, {})).toEqual({ offset: 0, limit: forecastPageSize });
    expect(v.parse(ForecastQuery, { pharmacyId: 15, offset: '100', limit: '10' })).toEqual({ pharmacyId: 15, offset: 100, limit: 10 });
    expect(v.safeParse(ForecastQuery, { pharmacyId: 'abc' }).success).toBe(false);
    expect(v.safeParse(ForecastQuery, { pharmacyId: 1, limit: forecastPageSize + 1 }).success).toBe(false);
  });

  it('reads an infinite absent count from the string Infinity or null', () => {
    const wire: MandatoryMatrixBonusWire = {
      type: 'MANDATORY_MATRIX',
      requiredPercent: 80,
      requiredNumberOfPositions: 120,
      bonusPercent: 2.5,
      existedNumberOfPosition: 90,
      absentNumberOfPositionByTheEndOfThePeriod: 'Infinity',
      absentNumberOfPosition: null,
      earned: 1000,
      expected: 2500.5,
    };
    const [bonus] = v.parse(MandatoryMatrixBonuses, [wire, { ...wire, absentNumberOfPosition: 30 }]).slice(0, 1);
    expect(bonus.absentNumberOfPositionByTheEndOfThePeriod).toBe(Infinity);
    expect(bonus.absentNumberOfPosition).toBe(Infinity);
    expect(v.parse(MandatoryMatrixBonuses, [{ ...wire, absentNumberOfPosition: 30 }])[0].absentNumberOfPosition).toBe(30);
    expect(JSON.parse(JSON.stringify({ n: encodePositionCount(Infinity) }))).toEqual({ n: 'Infinity' });
    expect(encodePositionCount(4)).toBe(4);
    const { earned: _e, expected: _x, ...tp } = wire;
    expect(v.parse(MandatoryMatrixBonuses, [tp])[0]).toMatchObject({ earned: null, expected: null });
    expect(v.safeParse(MandatoryMatrixBonuses, [{ ...wire, absentNumberOfPosition: 'много' }]).success).toBe(false);
  });

  it('reads the prediction with the critical points of its first step', () => {
    const prediction = v.parse(ForecastPrediction, {
      bonuses: [
        {
          existedNumberOfPosition: 90,
          requiredNumberOfPositions: 100,
          bonusSum: 5000,
          bonusPercent: 2,
          criticalPoints: [{ d: 10, pw: 2 }],
        },
        { existedNumberOfPosition: 90, requiredNumberOfPositions: 120, bonusSum: 9000, bonusPercent: 3.5 },
      ],
    });
    expect(prediction.bonuses[0].criticalPoints).toEqual([{ d: 10, pw: 2 }]);
    expect(prediction.bonuses[1].criticalPoints).toEqual([]);
  });

  it('takes the rows with quantities for the file calls, and a subdivision for the check', () => {
    expect(v.parse(ForecastProductList, { productsList: [sampleRow()] }).productsList).toHaveLength(1);
    expect(v.parse(PharmacySystemCheckQuery, { subdivCode: 'A-17' })).toEqual({ subdivCode: 'A-17' });
    expect(v.safeParse(PharmacySystemCheckQuery, { subdivCode: '' }).success).toBe(false);
    expect(v.parse(PharmacySystems, [])).toEqual([]);
  });
});
