import { createFetch, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { callPath, type Call, type CallInput, type Declaration, type JsonAnswer, type JsonCall, type TextCall } from '../contract/call';
import { NO_SUCH_CALL, usesExtension, withoutExtensions } from '../contract/extension';
import type { PortalConfig } from '../contract/config';
import { uaaCalls, type TokenRequest, type TokenResponse } from '../contract/uaa';
import { fileNameFromContentDisposition } from '../../domain/shared/content-disposition';
import { browserLocks, tabRefresh, type RefreshLocks } from './tab-refresh';
import { withNestedQuery } from './nested-query';
import { storageKeys } from './storage-keys';
import { tokenLifetime } from '../session/token-lifetime';

/**
 * The spec's fallback (section 8, generic error dialog) for an error answer that carries no
 * message: the server gave none, or its body is not the standard one.
 */
export const noMessageText = 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено';

/** What a call without an answer says: the user can do something about it (check the connection). */
export const noNetworkText = 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.';

/**
 * Why a call failed when the failure is the line's, not the call's: no answer came at all
 * ('network': the computer is offline, the server's host cannot be reached), or the server said it
 * is temporarily unavailable (any 503 with a message, 'outage', with the seconds its Retry-After
 * asks to wait). A retry fixes both once the line is back; nothing else is such a failure.
 */
export type LineTrouble = { line: 'network' } | { line: 'outage'; retryAfter: number };

/** Seconds to wait when a 503 names no Retry-After (or an unreadable one), and the bounds of a named one. */
export const retryAfterBounds = { fallback: 5, least: 1, most: 300 } as const;

/**
 * The one error shape of every call: an HTTP status (0 when no answer came) and a Russian message.
 * `described` is false when the server's answer had no message and the text is the spec's
 * fallback: a screen with a fallback of its own (the report detail's 'Ошибка') shows that instead.
 * `trouble` says when the failure is the line's (LineTrouble).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly described = true,
    readonly trouble: LineTrouble | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer came, or the server answered that it is in trouble (5xx): nothing was refused. */
const unanswered = (error: ApiError) => error.status === 0 || error.status >= 500;
const missingToken = () => new ApiError(401, 'Вы не вошли в портал: войдите, чтобы продолжить.');

/** A JSON error body as a text call reads it (a string), parsed; anything else as it is. */
const parsedBody = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
};

const messageOf = (raw: unknown): string | null => {
  // A text call (the purchase save) reads a refusal's JSON as text: its message is the reason all the same.
  const body = parsedBody(raw);
  if (typeof body !== 'object' || body === null) return null;
  const { message, error_description } = body as Record<string, unknown>;
  if (typeof message === 'string' && message) return message;
  if (typeof error_description === 'string' && error_description) return error_description;
  return null;
};

/**
 * The seconds a Retry-After header asks to wait: a number of seconds or an HTTP date (RFC 9110
 * §10.2.3), kept within bounds so that a broken header neither hammers the server nor stalls the
 * screen; the fallback when there is none.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number {
  const { fallback, least, most } = retryAfterBounds;
  const text = header?.trim() ?? '';
  let seconds = /^\d+$/.test(text) ? Number(text) : text ? Math.ceil((Date.parse(text) - now) / 1000) : Number.NaN;
  if (!Number.isFinite(seconds)) seconds = fallback;
  return Math.min(most, Math.max(least, seconds));
}

/**
 * ofetch's errors become an ApiError. An answer without a message gets the spec's fallback. No
 * answer at all (status 0: network down, gateway stopped) keeps a text of its own: the spec's
 * fallback speaks of an answer, and here the user can do something (check the connection). A 503
 * with a message is the server's word that it is temporarily unavailable: its Retry-After is kept.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { status, data, response } = (error ?? {}) as { status?: number; data?: unknown; response?: { headers?: Headers } };
  if (!status) return new ApiError(0, noNetworkText, true, { line: 'network' });
  const message = messageOf(data);
  if (!message) return new ApiError(status, noMessageText, false);
  if (status !== 503) return new ApiError(status, message);
  return new ApiError(status, message, true, { line: 'outage', retryAfter: retryAfterSeconds(response?.headers?.get('retry-after')) });
}

/**
 * What a call tells about the line to the server, for the portal's connection status: it was
 * answered (the server is reached), no answer came, or the server is temporarily unavailable.
 */
export type LineNews =
  /** `sentAt` (ms since the epoch): an answer to a call that left before the line dropped says nothing of the line now. */
  { type: 'call.answered'; sentAt: number } | { type: 'call.noNetwork' } | { type: 'call.outage'; retryAfter: number };

/** The news of a failed call sent at `sentAt`; null for a call given up by its caller (aborted), which tells nothing. */
export function lineNewsOf(error: ApiError, sentAt: number, signal?: AbortSignal | null): LineNews | null {
  if (signal?.aborted) return null;
  if (error.trouble?.line === 'network') return { type: 'call.noNetwork' };
  if (error.trouble?.line === 'outage') return { type: 'call.outage', retryAfter: error.trouble.retryAfter };
  return { type: 'call.answered', sentAt };
}

/**
 * Our extension call (its declaration says `extension: true`) that this back end does not have:
 * it answered 404 as to a path it does not serve, or 501. Machines take it as "go on without"
 * (src/machines/session/extensions.machine.ts keeps the session's list); nothing shows it as an error.
 */
export class ExtensionAbsent extends ApiError {
  constructor(readonly operationId: string) {
    super(404, `Сервер не поддерживает необязательный вызов ${operationId}`);
    this.name = 'ExtensionAbsent';
  }
}

/** Whether a call's error is an extension this back end lacks (see ExtensionAbsent). */
export const isExtensionAbsent = (error: unknown): error is ExtensionAbsent => error instanceof ExtensionAbsent;

/**
 * A 404 that says the back end has no such call, told apart from a 404 the call declares for a
 * missing record: no message at all (a framework's own "not found", an HTML page) or the words of
 * our gateway's unknown path (NO_SUCH_CALL). 501 says it outright.
 */
export const isNoSuchCall = (error: ApiError): boolean =>
  error.status === 501 || (error.status === 404 && (!error.described || error.message === NO_SUCH_CALL));

/** A 2xx answer that does not match the contract: fail here, never as an undefined in a screen. */
export function malformedAnswer(status: number, url: string, issues: v.BaseIssue<unknown>[]): ApiError {
  // The call's path names it; its query (ids, paging) would only lengthen the message.
  const where = url.split('?')[0];
  const field = v.getDotPath(issues[0]);
  const detail = field ? `${where}, поле ${field}` : where;
  return new ApiError(status, `Сервер прислал ответ в неожиданном формате (${detail}).`);
}

/** A file answer's body (a Blob) with the JSON error it carries, when it is one, as ofetch's data. */
async function withJsonBody(error: unknown): Promise<unknown> {
  const data = (error as { data?: unknown } | null)?.data;
  if (!(data instanceof Blob)) return error;
  try {
    const { status, response } = error as { status?: number; response?: unknown };
    return { status, response, data: JSON.parse(await data.text()) as unknown };
  } catch {
    return error;
  }
}

/** A text answer as read: an empty body is an empty line. */
const PlainText = v.optional(v.string(), '');
const textAnswer: CallOptions['responseType'] = 'text';

/** What callFile answers. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | null;
}

/** Local storage keys of spec section 7 (src/api/shared/storage-keys.ts). */
export { storageKeys };

/** Where the tokens live: localStorage on the page, an in-memory store in a worker. */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  /** Headers of the call's own (an order's Idempotency-Key); the token is added to them. */
  headers?: Record<string, string>;
}

/** What a declared call is sent with besides its input. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Headers of the call's own (an order's Idempotency-Key, Accept for a file); the token is added to them. */
  headers?: Record<string, string>;
}
type RequestParts = RequestOptions & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

export interface HttpDeps {
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  storage: SessionStorage;
  fetch: typeof fetch;
  /**
   * The lock the tabs of one origin share (default navigator.locks). null, or no Web Locks at all:
   * refreshes are shared only among the calls of this page, as a worker's are anyway (its token
   * comes from the page).
   */
  locks?: RefreshLocks | null;
}

export type Http = ReturnType<typeof createHttp>;

/**
 * The one http client. Bearer token from storage; a 401 leads to one refresh shared by every call
 * waiting at that moment, then one retry. Tabs share the stored tokens, so they take turns to
 * refresh (a lock) and a tab uses the token another tab got instead of refreshing again. A refresh
 * the server refuses forgets the tokens and tells the listeners (the auth machine) that the user
 * lost authentication; one that gets no answer, or a 5xx, keeps them
 * (docs/decisions/lost-refresh-answer.md).
 */
export function createHttp({ config, storage, fetch, locks = browserLocks() }: HttpDeps) {
  const raw = createFetch({ fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController }).create({
    baseURL: config.serviceAddress + config.endpointPrefix,
    credentials: 'include',
    retry: false,
  });
  const authLostListeners = new Set<(error: ApiError) => void>();
  let refreshing: Promise<void> | null = null;
  const refreshInTurn = tabRefresh(locks, () => storage.getItem(storageKeys.token));

  const lineListeners = new Set<(news: LineNews) => void>();
  // A copy: a listener added while the news goes round hears the next news, not this one.
  const tellLine = (news: LineNews | null) => news && [...lineListeners].forEach((listener) => listener(news));
  /** The error of a call sent at `sentAt`, told to the line's listeners first. */
  const failedCall = (error: ApiError, sentAt: number, signal?: AbortSignal | null): ApiError => {
    tellLine(lineNewsOf(error, sentAt, signal));
    return error;
  };

  async function send<S extends v.GenericSchema>(url: string, schema: S, options: FetchOptions<'json'>) {
    const sentAt = Date.now();
    let response;
    try {
      response = await raw.raw(url, options);
    } catch (error) {
      throw failedCall(toApiError(error), sentAt, options.signal);
    }
    tellLine({ type: 'call.answered', sentAt });
    const parsed = v.safeParse(schema, response._data);
    if (!parsed.success) throw malformedAnswer(response.status, url, parsed.issues);
    return parsed.output as v.InferOutput<S>;
  }

  function forgetTokens() {
    storage.removeItem(storageKeys.token);
    storage.removeItem(storageKeys.refresh);
  }

  /**
   * POST /uaa/oauth/token, form-encoded, without a bearer token; stores the tokens it gets. The
   * spec's answer is the two tokens; expires_in (ours) is read from the access token's own claims
   * when the back end sends none. Refreshing never waits for it: a 401 starts a refresh (RF §4).
   */
  async function requestToken(grant: TokenRequest): Promise<TokenResponse> {
    const { requestToken: call } = uaaCalls;
    const tokens = await send(callPath(call), call.answer.json, {
      method: call.method,
      body: new URLSearchParams(grant),
      headers: { 'content-type': call.bodyType },
    });
    storage.setItem(storageKeys.token, tokens.access_token);
    storage.setItem(storageKeys.refresh, tokens.refresh_token);
    return { ...tokens, expires_in: tokens.expires_in ?? tokenLifetime(tokens.access_token) ?? undefined };
  }

  /**
   * POST /uaa/oauth/revoke (our extension, RFC 7009): ends the refresh token's session on the
   * gateway. keepalive: the request outlives the page when the user closes it right after.
   */
  async function revokeRefreshToken(refreshToken: string): Promise<void> {
    const { revokeRefreshToken: call } = uaaCalls;
    await send(callPath(call), v.unknown(), {
      method: call.method,
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token' }),
      headers: { 'content-type': call.bodyType },
      keepalive: true,
    });
  }

  async function refreshTokens(): Promise<void> {
    try {
      const refreshToken = storage.getItem(storageKeys.refresh);
      if (!refreshToken) throw missingToken();
      await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      // No answer, or the server in trouble: the refresh did not fail, its outcome is unknown. The
      // session stays and the call fails as any call without an answer; the next 401 refreshes
      // again with the same token (our gateway answers a lost refresh again, REFRESH_GRACE).
      if (error instanceof ApiError && unanswered(error)) throw error;
      forgetTokens();
      // Whatever the token endpoint answered, for the caller this is a lost session.
      const lost = new ApiError(401, (error as ApiError).message);
      authLostListeners.forEach((listener) => listener(lost));
      throw lost;
    }
  }

  /**
   * The refresh after a 401 to the access token `used`. Every call of this page that meets a 401
   * while it runs waits for that same refresh; other tabs wait for the lock.
   */
  function refreshOnce(used: string | null): Promise<void> {
    refreshing ??= refreshInTurn(used, refreshTokens).finally(() => (refreshing = null));
    return refreshing;
  }

  /**
   * A declared call that answers JSON (src/api/contract/call.ts): its path filled from `params`,
   * its method, and its answer checked against the declared schema.
   */
  async function request<const C extends JsonCall>(call: C, input: CallInput<C> & RequestOptions): Promise<JsonAnswer<C>> {
    return withExtensionsKnown(call, input as RequestParts, ({ params, query, body, signal, headers }) => {
      const url = withNestedQuery(callPath(call, params), query);
      return withToken((token) =>
        send(url, call.answer.json, {
          method: call.method,
          body,
          signal,
          headers: { ...headers, authorization: `Bearer ${token}` },
        } as FetchOptions<'json'>),
      );
    }) as Promise<JsonAnswer<C>>;
  }

  /** A declared call that answers a line of plain text (an empty answer reads as ''). */
  async function requestText<const C extends TextCall>(call: C, input: CallInput<C> & RequestOptions): Promise<string> {
    return withExtensionsKnown(call, input as RequestParts, ({ params, query, body, signal, headers }) => {
      const url = withNestedQuery(callPath(call, params), query);
      return withToken((token) =>
        send(url, PlainText, {
          method: call.method,
          body,
          signal,
          responseType: textAnswer,
          headers: { ...headers, authorization: `Bearer ${token}` },
        } as FetchOptions<'json'>),
      );
    });
  }

  /**
   * What this back end lacks of our extensions, found out once per page (a session): extension
   * calls it has no such call for, and calls that refused our parameters or fields.
   */
  const absentCalls = new Set<string>();
  const callsWithoutOurFields = new Set<string>();
  const extensionListeners = new Set<(operationId: string) => void>();

  /**
   * A declared call, sent knowing what this back end lacks. Our extension call it lacks fails at
   * once with ExtensionAbsent (after the first 404/501, without asking again). A call of the spec
   * that answered "no such call" while carrying our parameters or fields is sent again without
   * them — and from then on always without them: the order without its screen, the forecast
   * without its paging (a back end that does not page answers every row, src/workers/forecast/forecast-loader.ts).
   */
  async function withExtensionsKnown<T>(call: Declaration, input: RequestParts, attempt: (input: RequestParts) => Promise<T>): Promise<T> {
    const { operationId } = call as Partial<Call>;
    const name = operationId ?? call.path;
    if (call.extension && absentCalls.has(name)) throw new ExtensionAbsent(name);
    const ours = carriesOurFields(call, input);
    if (ours && callsWithoutOurFields.has(name)) return attempt(withoutOurFields(call, input));
    try {
      return await attempt(input);
    } catch (error) {
      if (!(error instanceof ApiError) || !isNoSuchCall(error)) throw error;
      if (call.extension) {
        absentCalls.add(name);
        extensionListeners.forEach((listener) => listener(name));
        throw new ExtensionAbsent(name);
      }
      if (!ours) throw error;
      callsWithoutOurFields.add(name);
      return attempt(withoutOurFields(call, input));
    }
  }

  function onExtensionAbsent(listener: (operationId: string) => void): () => void {
    extensionListeners.add(listener);
    return () => extensionListeners.delete(listener);
  }

  /**
   * A link the gateway answered (a task's file, spec §7: "returns a link as text, which is then
   * fetched"), as a path under the api root: GET it as a file.
   */
  async function fileAtLink(link: string, { signal, headers }: RequestOptions = {}): Promise<FileAnswer> {
    return fetchFile(link, { signal, headers });
  }

  /** DELETE of such a link (a closed task's file); whatever it answers besides an error is ignored. */
  async function deleteAtLink(link: string, { signal, headers }: RequestOptions = {}): Promise<void> {
    await withToken((token) =>
      send(link, v.unknown(), {
        method: 'DELETE',
        responseType: textAnswer,
        signal,
        headers: { ...headers, authorization: `Bearer ${token}` },
      } as FetchOptions<'json'>),
    );
  }

  /** A declared call's file answer: its bytes and the name its Content-Disposition gives. */
  async function requestFile<const C extends Declaration>(call: C, input: CallInput<C> & RequestOptions): Promise<FileAnswer> {
    return withExtensionsKnown(call, input as RequestParts, ({ params, query, body, signal, headers }) =>
      fetchFile(withNestedQuery(callPath(call, params), query), { method: call.method, body, signal, headers }),
    );
  }

  /**
   * A file answer: its bytes and the name its Content-Disposition gives (null when none). An error
   * answer to a file request arrives as a Blob too; its JSON `message` is read out of it.
   */
  async function fetchFile(url: string, options: Omit<CallOptions, 'responseType'>): Promise<FileAnswer> {
    return withToken(async (token) => {
      const sentAt = Date.now();
      let response;
      try {
        response = await raw.raw(url, {
          ...options,
          responseType: 'blob',
          headers: { ...options.headers, authorization: `Bearer ${token}` },
        } as FetchOptions<'blob'>);
      } catch (error) {
        throw failedCall(toApiError(await withJsonBody(error)), sentAt, options.signal);
      }
      tellLine({ type: 'call.answered', sentAt });
      if (!(response._data instanceof Blob)) throw new ApiError(response.status, `Сервер не прислал файл (${url}).`);
      return { blob: response._data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) };
    });
  }

  /** The attempt with the stored token; a 401 leads to one shared refresh and one retry. */
  async function withToken<T>(attempt: (token: string) => Promise<T>): Promise<T> {
    const token = storage.getItem(storageKeys.token);
    if (!token) throw missingToken();
    try {
      return await attempt(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
    // A call that set off before a finished refresh only needs the new token, not another refresh.
    if (storage.getItem(storageKeys.token) === token) await refreshOnce(token);
    const fresh = storage.getItem(storageKeys.token);
    if (!fresh) throw missingToken();
    return attempt(fresh);
  }

  /**
   * Whether the server is reached at all: any answer to a bare HEAD of the api root (a 404 too)
   * says the line works; only no answer rejects. Asked while calls get no answer though the
   * browser says it is online, so that the screens learn when to try again.
   */
  async function reachServer(signal?: AbortSignal): Promise<void> {
    await fetch(config.serviceAddress + config.endpointPrefix + '/', {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal,
    });
  }

  /** Hears what every call of this client tells about the line (LineNews); returns the way to stop. */
  function onLine(listener: (news: LineNews) => void): () => void {
    lineListeners.add(listener);
    return () => lineListeners.delete(listener);
  }

  function onAuthLost(listener: (error: ApiError) => void): () => void {
    authLostListeners.add(listener);
    return () => authLostListeners.delete(listener);
  }

  /** A refresh asked for directly (a worker's 401): of the token stored now. */
  const refresh = () => refreshOnce(storage.getItem(storageKeys.token));

  return {
    request,
    requestFile,
    requestText,
    fileAtLink,
    deleteAtLink,
    requestToken,
    revokeRefreshToken,
    refresh,
    forgetTokens,
    onAuthLost,
    onExtensionAbsent,
    onLine,
    reachServer,
    storage,
  };
}

/** Whether the input carries a parameter or field its declaration marks as our extension. */
const carriesOurFields = (call: Declaration, { query, body }: RequestParts): boolean =>
  (call.query !== undefined && usesExtension(call.query, query)) || (call.body !== undefined && usesExtension(call.body, body));

/** The input without our parameters and fields, as a back end built from the spec takes it. */
const withoutOurFields = (call: Declaration, input: RequestParts): RequestParts => ({
  ...input,
  query: call.query && input.query ? (withoutExtensions(call.query, input.query) as Record<string, unknown>) : input.query,
  body: call.body && input.body !== undefined ? withoutExtensions(call.body, input.body) : input.body,
});

let installed: Http | null = null;

/** main.tsx (and the browser test helper) install the one client the api modules use. */
export function installHttp(client: Http): Http {
  installed = client;
  return client;
}

export function http(): Http {
  if (!installed) throw new Error('http client is not installed: call installHttp() at start-up');
  return installed;
}
