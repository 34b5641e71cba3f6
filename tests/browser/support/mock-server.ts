import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { analyticsHandlers, sentHits } from './handlers/analytics';
import { cashierReportHandlers } from './handlers/cashier-reports';
import { extensionProbeHandlers } from './handlers/extensions';
import { orderDraftHandlers, savedDrafts } from './handlers/order-drafts';
import { pharmacyHandlers } from './handlers/pharmacy';
import { pharmacyPurchaseHandlers } from './handlers/pharmacy-purchase';
import { reportsRtLiveHandlers } from './handlers/reports-rt-live';
import { savedTableSettings, tableSettingsHandlers } from './handlers/table-settings';
import { uaaHandlers } from './handlers/uaa';

/** The gateway, mocked per resource; a test overrides one answer with `mockServer.use(...)`. */
export const mockServer = setupWorker(
  ...uaaHandlers,
  ...pharmacyHandlers,
  ...pharmacyPurchaseHandlers,
  ...reportsRtLiveHandlers,
  ...cashierReportHandlers,
  ...tableSettingsHandlers,
  ...orderDraftHandlers,
  ...analyticsHandlers,
  ...extensionProbeHandlers,
);

/** Call at the top of a browser test file: any request no handler knows fails the test. */
export function withMockServer(): void {
  beforeAll(async () => {
    await mockServer.start({ onUnhandledRequest: 'error', quiet: true, serviceWorker: { url: '/test-service-worker.js' } });
  });
  afterEach(() => {
    mockServer.resetHandlers();
    savedTableSettings.clear();
    savedDrafts.clear();
    sentHits.length = 0;
  });
  // A draft save still on its way when a test ended lands after the clearing above; a test starts
  // with no draft on the server all the same.
  beforeEach(() => savedDrafts.clear());
  afterAll(() => mockServer.stop());
}
