import { createHttp, installHttp, type SessionStorage } from '../../../src/api/shared/http';

/** A localStorage stand-in for Node. */
export function memoryStorage(initial: Record<string, string> = {}): SessionStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: string | null;
  /** The Idempotency-Key header of an order send; absent when it had none. */
  idempotencyKey?: string;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** A fetch that records every request and answers with the handler: the http client's only I/O. */
export function fakeFetch(handler: Handler) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://portal.test'), init);
    const entry: SeenRequest = {
      method: request.method,
      url: new URL(request.url).pathname + new URL(request.url).search,
      authorization: request.headers.get('authorization'),
      body: request.body ? await request.text() : null,
      ...(request.headers.has('idempotency-key') ? { idempotencyKey: request.headers.get('idempotency-key')! } : {}),
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An unsigned JWT: the portal only decodes claims, the gateway verifies signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/**
 * The http client over a fake line, installed for the actors that call it: every request is
 * recorded (`seen`, `asked` as "METHOD url"), with whether it went with its actor's abort signal.
 */
export function fakeGateway(handler: Handler) {
  const server = fakeFetch(handler);
  const signals: boolean[] = [];
  installHttp(
    createHttp({
      config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
      storage: memoryStorage({ token: 't', refresh: 'r' }),
      fetch: (input, init) => (signals.push(init?.signal instanceof AbortSignal), server.fetch(input, init)),
    }),
  );
  return {
    seen: server.seen,
    signals,
    asked: () => server.seen.map((request) => `${request.method} ${request.url}`),
    bodies: () => server.seen.map((request) => JSON.parse(request.body ?? 'null') as unknown),
  };
}
