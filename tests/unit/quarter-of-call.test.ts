import { describe, expect, it } from 'vitest';
import { quarterOfCall } from '../../server/services/reports/quarter';

/** The overview's quarter, its current-quarter text remembered between calls. */
describe('the quarter of an overview call', () => {
  it('is the named quarter when the call names one', () => {
    expect(quarterOfCall('2025-04-01', new Date(2026, 10, 27))).toEqual({ quarter: '2025-04-01', period: { year: 2025, quarter: 2 } });
  });

  it('is the current quarter by the clock, and moves on when the clock crosses into the next', () => {
    expect(quarterOfCall(undefined, new Date(2026, 11, 31, 23, 59))).toEqual({ quarter: '2026-10-01', period: { year: 2026, quarter: 4 } });
    expect(quarterOfCall(undefined, new Date(2027, 0, 1, 0, 0))).toEqual({ quarter: '2027-01-01', period: { year: 2027, quarter: 1 } });
    expect(quarterOfCall(undefined, new Date(2026, 11, 1))).toEqual({ quarter: '2026-10-01', period: { year: 2026, quarter: 4 } });
  });

  it('refuses a named day that does not start a quarter, in Russian', () => {
    expect(() => quarterOfCall('2026-05-01', new Date(2026, 10, 27))).toThrow(/первый день квартала/u);
  });
});
