import type * as v from 'valibot';
import type { ExtensionNote } from './extension';
import type { Tag } from './tags';

/**
 * One declaration per call: its method, its full path with the service prefix as the
 * spec writes it, the schemas of what travels each way, its media types, and the errors it can
 * answer. From it alone come the gateway's route (server/http/route.ts: registered, its input
 * parsed with these schemas and their Russian messages), the OpenAPI document
 * (server/openapi/document.ts) and the portal's typed call (src/api/shared/http.ts `request`). Nothing
 * else names a call's path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses a call may declare beyond those every call of its kind can get (see errorStatuses). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 501 | 502 | 503 | 504;

/** What a call answers when it succeeds. */
export type Answer =
  /**
   * JSON of the schema; with `files`, the same data as a file of one of these types when Accept
   * asks for it. `extensionFiles`: those files are our extension (the spec's call answers JSON).
   */
  | { json: v.GenericSchema; files?: readonly string[]; description?: string; extensionFiles?: boolean }
  /** A file of one of these media types (its name in Content-Disposition). */
  | { file: readonly string[]; description: string }
  /** A line of plain text. */
  | { text: string }
  /** 204, nothing. */
  | { empty: string };

export interface Declaration {
  method: HttpMethod;
  /** Under the api root, with the service prefix, `{name}` for a path parameter: `/reports/report/{id}`. */
  path: string;
  /** Russian, what the call does for the pharmacy. */
  summary: string;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The body's media type when it is not JSON (the token calls take a form). */
  bodyType?: 'application/x-www-form-urlencoded';
  answer: Answer;
  /** Errors the handler answers on purpose beyond the ones every call can get (errorStatuses). */
  errors?: readonly ErrorStatus[];
  /** Reachable without a bearer token (the token calls only). */
  public?: boolean;
  /** The errors' schema when it is not ErrorBody (the token calls answer in OAuth's words). */
  errorBody?: v.GenericSchema;
  /** Our extension: the spec does not name the call (spec-surface.ts), and the portal works on a back end without it. */
  extension?: ExtensionNote;
}

/** A declaration with its section and its name (the OpenAPI operationId). */
export type Call = Declaration & { readonly tag: Tag; readonly operationId: string };

/**
 * The calls of one section, named: the name of each is its operationId, so a call has one name in
 * the portal, the gateway and the document.
 */
export function declareCalls<const D extends Record<string, Declaration>>(
  tag: Tag,
  declarations: D,
): { [K in keyof D]: D[K] & { tag: Tag; operationId: K & string } } {
  return Object.fromEntries(
    Object.entries(declarations).map(([operationId, declaration]) => [operationId, { ...declaration, tag, operationId }]),
  ) as {
    [K in keyof D]: D[K] & { tag: Tag; operationId: K & string };
  };
}

/**
 * Every error status the call can answer: what it declares, and what every call of its kind can
 * get from the gateway around the handler — 400 for input that does not parse, 401 and 403 for a
 * missing token or permission, 413 and 415 for a body too large or of another type, 429 from the
 * flood brake, 503 with Retry-After while the gateway's database is unreachable.
 */
export function errorStatuses(call: Declaration): number[] {
  const statuses = new Set<number>(call.errors ?? []);
  if (call.params || call.query || call.body) statuses.add(400);
  if (!call.public) [401, 403].forEach((status) => statuses.add(status));
  if (call.body) [413, 415].forEach((status) => statuses.add(status));
  [429, 503].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

const pathParameter = /\{([A-Za-z0-9_]+)\}/gu;

/** The names of the call's path parameters, in order. */
export const pathParameters = (call: Pick<Declaration, 'path'>): string[] => [...call.path.matchAll(pathParameter)].map(([, name]) => name);

/** The call's path with its parameters filled in (each encoded), as the portal sends it. */
export function callPath(call: Pick<Declaration, 'path'>, params: Record<string, unknown> = {}): string {
  return call.path.replace(pathParameter, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${call.path}: не задан параметр пути ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as Fastify registers it: `{id}` → `:id`. */
export const routePath = (call: Pick<Declaration, 'path'>): string => call.path.replace(pathParameter, ':$1');

type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
/** A part of the input is optional to pass when the schema asks for nothing in it. */
type Part<Name extends string, S> = [S] extends [v.GenericSchema]
  ? Record<string, never> extends Input<S>
    ? { [K in Name]?: Input<S> }
    : { [K in Name]: Input<S> }
  : { [K in Name]?: never };

/** What the portal hands a call: its path parameters, query and body, typed by the declaration. */
export type CallInput<C extends Declaration> = Part<'params', C extends { params: infer S } ? S : undefined> &
  Part<'query', C extends { query: infer S } ? S : undefined> &
  Part<'body', C extends { body: infer S } ? S : undefined>;

/** What the gateway's handler receives: the parsed path parameters, query and body. */
export interface ParsedInput<C extends Declaration> {
  params: C extends { params: infer S extends v.GenericSchema } ? v.InferOutput<S> : Record<string, never>;
  query: C extends { query: infer S extends v.GenericSchema } ? v.InferOutput<S> : Record<string, never>;
  body: C extends { body: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;
}

/** A call that answers JSON, and what the portal reads from that answer. */
export type JsonCall = Declaration & { answer: { json: v.GenericSchema } };
/** A call that answers a line of plain text. */
export type TextCall = Declaration & { answer: { text: string } };
export type JsonAnswer<C extends Declaration> = C['answer'] extends { json: infer S extends v.GenericSchema } ? v.InferOutput<S> : never;
/** What the gateway's handler returns for a JSON call: the answer as it goes on the wire. */
export type WireAnswer<C extends Declaration> = C['answer'] extends { json: infer S extends v.GenericSchema } ? v.InferInput<S> : unknown;
