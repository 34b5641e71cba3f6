import { describe, expect, it } from 'vitest';
import { purchaseDaysAnyPharmacy } from '../../server/services/common/purchase-dates';

/*
 * The gateway does not know its caller's time zone: it takes a purchase date any pharmacy from
 * Kaliningrad (UTC+2) to Kamchatka (UTC+12) may call "this quarter, up to today" at that instant,
 * whatever the gateway's own TZ.
 */
describe('the purchase days some pharmacy may mean', () => {
  it('ends on the day Kamchatka is already on (13:00 UTC on 19.11 is 01:00 on 20.11 there)', () => {
    expect(purchaseDaysAnyPharmacy(new Date('2026-11-19T13:00:00Z'))).toEqual({ first: '2026-10-01', last: '2026-11-20' });
  });

  it('ends on the common day while every zone is on it (07:30 UTC on 19.11)', () => {
    expect(purchaseDaysAnyPharmacy(new Date('2026-11-19T07:30:00Z'))).toEqual({ first: '2026-10-01', last: '2026-11-19' });
  });

  it('starts with the old quarter while Kaliningrad is still in it, and with the new one after', () => {
    expect(purchaseDaysAnyPharmacy(new Date('2026-09-30T21:30:00Z'))).toEqual({ first: '2026-07-01', last: '2026-10-01' });
    expect(purchaseDaysAnyPharmacy(new Date('2026-09-30T23:00:00Z'))).toEqual({ first: '2026-10-01', last: '2026-10-01' });
  });
});
