import { describe, expect, it } from 'vitest';
import { SHARED_KEY_MS, sharedOrderKey } from '../../../src/api/orders/send-keys';

/** localStorage as a page sees it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;
const order = JSON.stringify({ destination: 'puls', type: 'rg', pharmacyId: 1, lines: [{ promotionalProductId: 101, orderAmount: 3 }] });

describe('an order’s Idempotency-Key, shared by the tabs of this browser', () => {
  it('a second tab confirming the same order sends it under the first tab’s key', () => {
    const storage = memoryStorage();
    const first = sharedOrderKey(order, storage, 1_000, 'tab A');
    expect(first).toMatch(uuid);
    expect(sharedOrderKey(order, storage, 60_000, 'tab B')).toBe(first);
  });

  it('the tab that made the key makes a new one for the same lines after its answer: a new order', () => {
    const storage = memoryStorage();
    const first = sharedOrderKey(order, storage, 1_000, 'tab A');
    const again = sharedOrderKey(order, storage, 2_000, 'tab A');
    expect(again).toMatch(uuid);
    expect(again).not.toBe(first);
    // The other tab now shares the newer order's key.
    expect(sharedOrderKey(order, storage, 3_000, 'tab B')).toBe(again);
  });

  it('another order, or the same one after the shared time, has a key of its own', () => {
    const storage = memoryStorage();
    const first = sharedOrderKey(order, storage, 1_000, 'tab A');
    const other = JSON.stringify({ ...JSON.parse(order), lines: [{ promotionalProductId: 101, orderAmount: 4 }] });
    expect(sharedOrderKey(other, storage, 2_000, 'tab B')).not.toBe(first);
    expect(sharedOrderKey(order, storage, 1_000 + SHARED_KEY_MS, 'tab B')).not.toBe(first);
  });

  it('keeps no record past the shared time, and does without storage', () => {
    const storage = memoryStorage();
    sharedOrderKey(order, storage, 1_000, 'tab A');
    sharedOrderKey('another order', storage, 1_000 + SHARED_KEY_MS, 'tab A');
    expect(storage.length).toBe(1);
    storage.setItem('orderSendKey:broken', '{');
    sharedOrderKey('a third order', storage, 2_000 + SHARED_KEY_MS, 'tab A');
    expect(storage.getItem('orderSendKey:broken')).toBeNull();
    expect(sharedOrderKey(order, null)).toMatch(uuid);
  });
});
