import type { BrowserContext, CDPSession, Page } from 'playwright';

/**
 * Bytes of the forecast's answers on the wire as Chromium counted them (issue 23, item 3): each
 * request's encodedDataLength at Network.loadingFinished (headers and the body as it came,
 * compressed), from the DevTools protocol. The forecast is fetched by the portal's dedicated
 * worker, whose requests the page's own DevTools session does not see (Playwright's
 * request.sizes(), used before, printed 0.0 MB under network emulation): the worker's session is
 * reached through the page's (Target.setAutoAttach, messages passed through
 * Target.sendMessageToTarget).
 */
export interface WireCounter {
  /** Bytes of the finished requests whose URL `counts` accepts, so far. */
  bytes(): number;
  /** Emulates a line on the page and everything it starts (its workers' fetches included). */
  emulate(line: { downMbit: number; upMbit: number; roundTripMs: number }): Promise<void>;
}

interface ChildMessage {
  method?: string;
  params?: { requestId?: string; encodedDataLength?: number; response?: { url: string } };
}

export async function countWireBytes(context: BrowserContext, page: Page, counts: (url: URL) => boolean): Promise<WireCounter> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  let bytes = 0;
  let nextId = 1;
  const onFinished = (message: ChildMessage) => {
    const { method, params } = message;
    if (!params?.requestId) return;
    if (method === 'Network.responseReceived' && params.response) urls.set(params.requestId, params.response.url);
    if (method === 'Network.loadingFinished') {
      const url = urls.get(params.requestId);
      if (url && counts(new URL(url))) bytes += params.encodedDataLength ?? 0;
    }
  };
  cdp.on('Network.responseReceived', (params) => onFinished({ method: 'Network.responseReceived', params }));
  cdp.on('Network.loadingFinished', (params) => onFinished({ method: 'Network.loadingFinished', params }));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => onFinished(JSON.parse(message) as ChildMessage));
  const toChild = (sessionId: string, method: string) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params: {} }) }).catch(() => {});
  cdp.on('Target.attachedToTarget', ({ sessionId }) => {
    // Network first, then the worker may start: no request of it goes uncounted.
    void toChild(sessionId, 'Network.enable').then(() => toChild(sessionId, 'Runtime.runIfWaitingForDebugger'));
  });
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    bytes: () => bytes,
    async emulate(line) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: line.roundTripMs,
        downloadThroughput: (line.downMbit * 1e6) / 8,
        uploadThroughput: (line.upMbit * 1e6) / 8,
      });
    },
  };
}
