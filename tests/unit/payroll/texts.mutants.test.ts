import { describe, expect, it } from 'vitest';
import { hoursText } from '../../../src/domain/payroll/explain';
import { loginProblem, passwordProblem } from '../../../src/domain/payroll/inputs';

describe('the payroll’s words', () => {
  it('say the hours worked without minutes when there are none', () => {
    expect(hoursText(165, 0)).toBe('165 ч');
    expect(hoursText(160, 30)).toBe('160 ч 30 мин');
  });

  it('take a cashier’s login of 64 characters and a password of 128, and refuse one more', () => {
    expect(loginProblem('a'.repeat(64))).toBeNull();
    expect(loginProblem('a'.repeat(65))).toBe('не длиннее 64 символов');
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('не длиннее 128 символов');
  });
});
