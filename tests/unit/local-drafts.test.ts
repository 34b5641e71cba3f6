import { describe, expect, it } from 'vitest';
import type { DraftEdit, OrderDraft } from '../../src/api/contract/order-drafts';
import { LOCAL_DRAFTS_MAX_CHARS, localDrafts } from '../../src/api/orders/local-drafts';
import { accessTokenOf, signedInStorage } from '../machines/support/memory-storage';

/**
 * The order drafts kept on this computer: per user (the signed-in token's), pharmacy and screen;
 * bounded per copy (the gateway's 256 KB) and in all; removed for one user at sign-out.
 */
const typed: DraftEdit[] = [{ key: '11:501', text: '7', name: 'Нурофен', price: 120, balance: 4 }];
const draft: OrderDraft = { state: { promoters: [] }, edits: typed };
const rg = { screen: 'rg-order', pharmacyId: 1 } as const;
const copy = (changedAt = 1000, revision = 3) => ({ draft, revision, changedAt });
/** A draft of `kb` thousand bytes of typed lines, near enough (200 bytes a line). */
const draftOf = (kb: number): OrderDraft => ({
  state: {},
  edits: Array.from({ length: kb * 5 }, (_, i) => ({
    key: `11:${String(i).padStart(6, '0')}`,
    text: '1',
    name: 'x'.repeat(134),
    price: 1,
    balance: 1,
  })),
});

describe('order drafts kept on this computer', () => {
  it('keeps a copy per user, pharmacy and screen, and reads it back as kept', () => {
    const storage = signedInStorage(7);
    const drafts = localDrafts(storage);
    expect(drafts.keep(rg, copy())).toBeNull();
    expect(drafts.read(rg)).toEqual(copy());
    expect(drafts.read({ ...rg, pharmacyId: 2 })).toBeNull();
    expect(drafts.read({ ...rg, screen: 'purchase-order' })).toBeNull();
  });

  it('never reads another user’s copy, and keeps nothing while nobody is signed in', () => {
    const storage = signedInStorage(7);
    localDrafts(storage).keep(rg, copy());
    storage.setItem('token', accessTokenOf(8));
    expect(localDrafts(storage).read(rg)).toBeNull();
    storage.removeItem('token');
    const drafts = localDrafts(storage);
    expect(drafts.keep(rg, copy(2000))).toBeNull();
    expect(drafts.read(rg)).toBeNull();
    storage.setItem('token', accessTokenOf(7));
    expect(localDrafts(storage).read(rg)).toEqual(copy());
  });

  it('signing out removes the signed-in user’s copies only', () => {
    const storage = signedInStorage(7);
    localDrafts(storage).keep(rg, copy());
    localDrafts(storage).keep({ ...rg, screen: 'profit-forecast' }, copy());
    storage.setItem('token', accessTokenOf(8));
    localDrafts(storage).keep(rg, copy());
    storage.setItem('token', accessTokenOf(7));
    localDrafts(storage).removeSignedInUsers();
    expect(localDrafts(storage).read(rg)).toBeNull();
    expect(localDrafts(storage).read({ ...rg, screen: 'profit-forecast' })).toBeNull();
    storage.setItem('token', accessTokenOf(8));
    expect(localDrafts(storage).read(rg)).toEqual(copy());
  });

  it('a copy over 256 KB is not kept, and the older copy goes with it', () => {
    const drafts = localDrafts(signedInStorage(7));
    drafts.keep(rg, copy());
    expect(drafts.keep(rg, { draft: draftOf(300), revision: 3, changedAt: 2000 })).toBe('tooLarge');
    expect(drafts.read(rg)).toBeNull();
    expect(drafts.keep(rg, { draft: draftOf(200), revision: 3, changedAt: 3000 })).toBeNull();
  });

  it('past the bound of all copies, those changed longest ago go first', () => {
    const storage = signedInStorage(7);
    const drafts = localDrafts(storage);
    const screens = ['profit-forecast', 'purchase-order', 'rg-order', 'recommended-order'] as const;
    // Two pharmacies' four screens, 250 KB each, fill the bound; one more copy pushes out the oldest.
    screens.forEach((screen, i) => drafts.keep({ screen, pharmacyId: 1 }, { draft: draftOf(250), revision: 1, changedAt: 100 + i }));
    screens.forEach((screen, i) => drafts.keep({ screen, pharmacyId: 2 }, { draft: draftOf(250), revision: 1, changedAt: 200 + i }));
    expect(drafts.keep({ screen: 'rg-order', pharmacyId: 3 }, { draft: draftOf(250), revision: 1, changedAt: 300 })).toBeNull();
    expect(drafts.read({ screen: 'profit-forecast', pharmacyId: 1 })).toBeNull();
    expect(drafts.read({ screen: 'purchase-order', pharmacyId: 1 })).not.toBeNull();
    expect(drafts.read({ screen: 'rg-order', pharmacyId: 3 })).not.toBeNull();
    const used = storage
      .keys()
      .filter((key) => key.startsWith('orderDraft:'))
      .reduce((sum, key) => sum + storage.getItem(key)!.length, 0);
    expect(used).toBeLessThanOrEqual(LOCAL_DRAFTS_MAX_CHARS);
  });

  it('a browser storage that is full refuses the copy in words, and the older copy goes', () => {
    const storage = signedInStorage(7, 2000);
    const drafts = localDrafts(storage);
    drafts.keep(rg, copy());
    expect(drafts.keep(rg, { draft: draftOf(10), revision: 3, changedAt: 2000 })).toBe('noRoom');
    expect(drafts.read(rg)).toBeNull();
  });

  it('rebases a copy changed during a save on the revision the save answered, and on what the gateway holds at it', () => {
    const drafts = localDrafts(signedInStorage(7));
    drafts.keep(rg, copy(1000, 3));
    const saved: OrderDraft = { state: { promoters: [] }, edits: [] };
    drafts.rebase(rg, 4, saved);
    expect(drafts.read(rg)).toEqual({ ...copy(1000, 4), base: saved });
  });

  it('reads a copy kept before its base was recorded without one, and one with a base (null: no draft there) with it', () => {
    const storage = signedInStorage(7);
    storage.setItem('orderDraft:7:1:rg-order', JSON.stringify(copy()));
    expect(localDrafts(storage).read(rg)).toEqual(copy());
    localDrafts(storage).keep(rg, { ...copy(), base: null });
    expect(localDrafts(storage).read(rg)).toEqual({ ...copy(), base: null });
  });

  it('an unreadable copy counts as none', () => {
    const storage = signedInStorage(7);
    storage.setItem('orderDraft:7:1:rg-order', '{"draft":');
    expect(localDrafts(storage).read(rg)).toBeNull();
    storage.setItem('orderDraft:7:1:rg-order', JSON.stringify({ draft: { state: [], edits: 'x' }, revision: 1, changedAt: 1 }));
    expect(localDrafts(storage).read(rg)).toBeNull();
  });
});
