import { describe, expect, it } from 'vitest';
import { forecastActions, type ForecastAction } from '../../src/domain/forecast/actions';
import type { OrderDraft } from '../../src/domain/orders/order-draft';
import { forecastOrderSource, orderSendEventOf } from '../../src/machines/forecast/profit-forecast.source';
import type { OrderFileKind, OrderSendEvent } from '../../src/machines/orders/order-send.types';
import type { ForecastFile } from '../../src/workers/forecast/forecast-types';

// The profit forecast as the order-send machine sees it: what each action of the dropdown asks
// for, and where the order and its files come from (the forecast worker).

describe('the action dropdown of the profit forecast, as order requests', () => {
  const asked: Record<ForecastAction, OrderSendEvent> = {
    downloadForecast: { type: 'order.downloadFile', kind: 'allPositions' },
    downloadProducts: { type: 'order.downloadFile', kind: 'orderPositions' },
    downloadOrderingSystemFile: { type: 'order.downloadFile', kind: 'orderingSystemFile' },
    downloadPulsFile: { type: 'order.downloadFile', kind: 'pulsFile' },
    sendToPuls: { type: 'order.sendToPuls' },
    sendToPharmacySystem: { type: 'order.sendToPharmacySystem' },
    sendToStu: { type: 'order.sendToStu' },
  };

  it.each(forecastActions.map((action) => [action, asked[action]] as const))('%s asks %o', (action, event) => {
    expect(orderSendEventOf(action)).toEqual(event);
  });
});

describe('the order and the files of the profit forecast', () => {
  const draft: OrderDraft = { lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 450.5 };
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const files: Record<OrderFileKind, ForecastFile | null> = {
    allPositions: { bytes: new Blob([new Uint8Array([1])]), fileName: 'прогноз.xlsx', mimeType: xlsx },
    orderPositions: { bytes: new Blob([new Uint8Array([2])]), fileName: 'заказ.xlsx', mimeType: xlsx },
    orderingSystemFile: { bytes: new Blob([new Uint8Array([3])]), fileName: 'заказ.xml', mimeType: 'application/xml' },
    pulsFile: null,
  };
  const worker = {
    orderDraft: async () => draft,
    buildFile: async (kind: OrderFileKind) => files[kind],
  };

  it("is the worker's order, as it would be sent", async () => {
    await expect(forecastOrderSource(worker).orderDraft(new AbortController().signal)).resolves.toBe(draft);
  });

  it.each(Object.keys(files) as OrderFileKind[])('the %s file is the one the worker builds of that kind', async (kind) => {
    await expect(forecastOrderSource(worker).buildFile(new AbortController().signal, kind)).resolves.toBe(files[kind]);
  });
});
