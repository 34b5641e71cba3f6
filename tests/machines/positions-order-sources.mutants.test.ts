import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, installHttp } from '../../src/api/shared/http';
import type { OrderDraft } from '../../src/machines/orders/order-send.types';
import { purchaseOrderSource } from '../../src/machines/orders/purchase-order.source';
import { recommendedOrderSource } from '../../src/machines/orders/recommended-order.source';
import { rgOrderSource } from '../../src/machines/orders/rg-order.source';
import { fakeFetch, memoryStorage } from './support/fake-server';

/**
 * The three order screens' files, built without a clock given: the default names carry today's
 * date (the clock is fixed at 23 November 2026); a kind a screen does not offer builds nothing.
 */
const draft: OrderDraft = { lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 300 };
// The gateway names no file: the screen's default name is used.
const xlsx = () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 12));
  const server = fakeFetch(() => xlsx());
  installHttp(
    createHttp({
      config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
      storage: memoryStorage({ token: 't', refresh: 'r' }),
      fetch: server.fetch,
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const signal = () => new AbortController().signal;

describe('order files named with today’s date when no clock is given', () => {
  it('the purchase order by initiative', async () => {
    const source = purchaseOrderSource({ orderDraft: async () => draft });
    await expect(source.buildFile(signal(), 'orderPositions')).resolves.toMatchObject({ fileName: 'Заказ по инициативам 23.11.2026.xlsx' });
    await expect(source.buildFile(signal(), 'allPositions')).resolves.toBeNull();
  });

  it('the RG order', async () => {
    const source = rgOrderSource({ orderDraft: async () => draft, wholeListFile: async () => null });
    await expect(source.buildFile(signal(), 'orderPositions')).resolves.toMatchObject({ fileName: 'Заказ РГ 23.11.2026.xlsx' });
  });

  it('the recommended order', async () => {
    const source = recommendedOrderSource({ orderDraft: async () => draft });
    await expect(source.buildFile(signal(), 'orderPositions')).resolves.toMatchObject({
      fileName: 'Рекомендованный заказ 23.11.2026.xlsx',
    });
  });
});
