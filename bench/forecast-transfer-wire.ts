import type { BrowserContext, CDPSession, Page } from 'playwright';

/**
 * Bytes of the forecast's answers on the wire as Chromium counted them: each
 * request's encodedDataLength at Network.loadingFinished (headers and the body as it came,
 * compressed), from the DevTools protocol. The forecast is fetched by the portal's dedicated
 * worker, whose requests the page's own DevTools session does not see (Playwright's
 * request.sizes(), used before, printed 0.0 MB under network emulation): the worker's session is
 * reached through the page's (Target.setAutoAttach, messages passed through
 * Target.sendMessageToTarget).
 *
 * Under network emulation DevTools often ends the forecast's request with Network.loadingFailed
 * (net::ERR_ABORTED, canceled) instead of loadingFinished, at the moment the worker has read the
 * whole stream: its throttled accounting of the body lags what the worker was given (the rows
 * were all decoded, and about 19 KB of 14.89 MB were still unreported). Such a request counts the
 * bytes reported until then (its headers and each Network.dataReceived), and is counted apart as
 * cut, so the figure says it is a floor. Before this, such runs printed 0.00 MB. (The JSON pages'
 * page read ahead past the last one is cancelled by the loader itself, and is counted so too.)
 */
export interface WireCounter {
  /** Bytes of the ended requests whose URL `counts` accepts, so far. */
  bytes(): number;
  /** Of those, the requests DevTools reported cancelled: their bytes are those reported until then. */
  cut(): number;
  /** Waits (at most `timeoutMs`) until a counted request has ended and none is still under way. */
  settled(timeoutMs: number): Promise<void>;
  /** Emulates a line on the page and everything it starts (its workers' fetches included). */
  emulate(line: { downMbit: number; upMbit: number; roundTripMs: number }): Promise<void>;
}

interface NetworkParams {
  requestId?: string;
  encodedDataLength?: number;
  response?: { url: string; encodedDataLength?: number };
}

interface ChildMessage {
  method?: string;
  params?: NetworkParams;
}

const networkEvents = ['Network.responseReceived', 'Network.dataReceived', 'Network.loadingFinished', 'Network.loadingFailed'] as const;

export async function countWireBytes(context: BrowserContext, page: Page, counts: (url: URL) => boolean): Promise<WireCounter> {
  const cdp: CDPSession = await context.newCDPSession(page);
  /** Counted requests under way: bytes reported so far (headers, then each piece of the body). */
  const underWay = new Map<string, number>();
  let ended = 0;
  let cut = 0;
  let bytes = 0;
  let nextId = 1;
  const onNetwork = ({ method, params }: ChildMessage) => {
    const id = params?.requestId;
    if (!id) return;
    if (method === 'Network.responseReceived' && params.response && counts(new URL(params.response.url))) {
      underWay.set(id, params.response.encodedDataLength ?? 0);
    }
    const sofar = underWay.get(id);
    if (sofar === undefined) return;
    if (method === 'Network.dataReceived') underWay.set(id, sofar + (params.encodedDataLength ?? 0));
    if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      bytes += method === 'Network.loadingFinished' ? (params.encodedDataLength ?? sofar) : sofar;
      if (method === 'Network.loadingFailed') cut++;
      ended++;
      underWay.delete(id);
    }
  };
  for (const method of networkEvents) cdp.on(method, (params) => onNetwork({ method, params: params as NetworkParams }));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => onNetwork(JSON.parse(message) as ChildMessage));
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
    cut: () => cut,
    async settled(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while ((underWay.size > 0 || ended === 0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    },
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
