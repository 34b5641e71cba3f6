import { describe, expect, it } from 'vitest';
import { pharmacy, pharmacyToken, startAuth } from './support/auth-harness';

// The pharmacy the last visit kept is shown at once and read again behind it: the reading asks for
// the signed-in user's pharmacy, and an answer that changed nothing leaves what is shown untouched.

describe('the kept pharmacy, read again', () => {
  it("asks for the signed-in user's pharmacy and keeps the object shown when nothing changed", async () => {
    const kept = { ...pharmacy };
    const { actor, pharmacyLoads, settle } = startAuth({ storedToken: pharmacyToken, keptPharmacy: kept });
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: 'refreshingPharmacy' })).toBe(true);
    expect(pharmacyLoads.map(({ userId }) => userId)).toEqual([11]);
    pharmacyLoads[0].resolve({ ...pharmacy });
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: 'settled' })).toBe(true);
    // The same object: nothing that shows the pharmacy draws again.
    expect(actor.getSnapshot().context.pharmacy).toBe(kept);
  });

  it('takes the answer when the pharmacy changed since the last visit', async () => {
    const { actor, pharmacyLoads, settle } = startAuth({ storedToken: pharmacyToken, keptPharmacy: { ...pharmacy } });
    await settle();
    const moved = { ...pharmacy, address: 'г. Москва, ул. Новая, 3' };
    pharmacyLoads[0].resolve(moved);
    await settle();
    expect(actor.getSnapshot().context.pharmacy).toBe(moved);
  });
});
