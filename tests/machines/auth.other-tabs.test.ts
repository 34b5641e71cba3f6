import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../../src/api/contract/pharmacy';
import { selectPharmacy, selectSessionStatus, selectUserName } from '../../src/machines/session/auth.selectors';
import { managerToken, pharmacy, pharmacyToken, startAuth } from './support/auth-harness';
import { fakeJwt } from './support/fake-server';

/**
 * The tabs of the portal share one stored session. What a signed-in tab does when another tab
 * changes the stored token (the 'storage' event, which the session watcher turns into
 * auth.storedTokenChanged).
 */
const otherPharmacyToken = fakeJwt({ user_name: 'apteka2', user_id: 12, authorities: ['ROLE_PHARMACY'], exp: 4102444800 });
const refreshedToken = fakeJwt({ user_name: 'apteka1', user_id: 11, authorities: ['ROLE_PHARMACY'], exp: 4102448400 });
const otherPharmacy: Pharmacy = { ...pharmacy, id: 2, subdivCode: 'A-002', address: 'г. Москва, ул. Полевая, 2' };

async function signedInTab() {
  const sut = startAuth({ storedToken: pharmacyToken });
  sut.pharmacyLoads[0].resolve(pharmacy);
  await sut.settle();
  expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedIn');
  return sut;
}

describe('a signed-in tab when another tab changes the stored token', () => {
  it('stays as it is when another tab refreshed the same user’s token', async () => {
    const sut = await signedInTab();
    sut.actor.send({ type: 'auth.storedTokenChanged', token: refreshedToken });
    expect(sut.actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(selectPharmacy(sut.actor.getSnapshot())).toEqual(pharmacy);
    expect(sut.pharmacyLoads).toHaveLength(1);
    expect(sut.effects).toEqual([]);
  });

  it('goes to sign-in when another tab signed out, leaving storage as that tab made it', async () => {
    const sut = await signedInTab();
    sut.actor.send({ type: 'auth.storedTokenChanged', token: null });
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedOut');
    expect(sut.actor.getSnapshot().context).toMatchObject({ claims: null, pharmacy: null });
    expect(sut.effects).toEqual([]);
  });

  it('follows another tab that signed in as another pharmacy user: that user’s pharmacy, never the old one', async () => {
    const sut = await signedInTab();
    sut.actor.send({ type: 'auth.storedTokenChanged', token: otherPharmacyToken });
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('pending');
    expect(selectPharmacy(sut.actor.getSnapshot())).toBeNull();
    expect(sut.pharmacyLoads.at(-1)).toMatchObject({ userId: 12 });
    sut.pharmacyLoads.at(-1)!.resolve(otherPharmacy);
    await sut.settle();
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedIn');
    expect(selectUserName(sut.actor.getSnapshot())).toBe('apteka2');
    expect(selectPharmacy(sut.actor.getSnapshot())).toEqual(otherPharmacy);
    expect(sut.effects).toEqual([]);
  });

  it('goes to sign-in, not to the corporate portal, when another tab stored a non-pharmacy user’s token', async () => {
    const sut = await signedInTab();
    sut.actor.send({ type: 'auth.storedTokenChanged', token: managerToken });
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedOut');
    expect(sut.effects).toEqual([]);
  });

  it('goes to sign-in when another tab stored a token it cannot read', async () => {
    const sut = await signedInTab();
    sut.actor.send({ type: 'auth.storedTokenChanged', token: 'not-a-jwt' });
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedOut');
    expect(sut.effects).toEqual([]);
  });
});

describe('a tab restoring its session when another tab signs in as another pharmacy user', () => {
  it('drops the pharmacy it was loading and loads the new user’s', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    expect(sut.pharmacyLoads).toMatchObject([{ userId: 11 }]);
    sut.actor.send({ type: 'auth.storedTokenChanged', token: otherPharmacyToken });
    expect(sut.pharmacyLoads).toMatchObject([{ userId: 11 }, { userId: 12 }]);
    sut.pharmacyLoads[0].resolve(pharmacy); // the old answer arrives late: nobody listens any more
    sut.pharmacyLoads[1].resolve(otherPharmacy);
    await sut.settle();
    expect(selectUserName(sut.actor.getSnapshot())).toBe('apteka2');
    expect(selectPharmacy(sut.actor.getSnapshot())).toEqual(otherPharmacy);
  });
});
