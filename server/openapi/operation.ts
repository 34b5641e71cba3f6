import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../src/api/contract/common';

/** What a route answers when it succeeds: contract JSON, a file, a line of text, or nothing. */
export type Answer =
  | { json: v.GenericSchema; description?: string; files?: readonly string[] }
  | { file: readonly string[]; description: string }
  | { text: string }
  | { empty: string };

/**
 * One route as the OpenAPI document describes it. The schemas are the ones its handler parses
 * with parseInput (the contract's wherever it has one), so the document and the gateway cannot
 * disagree about what a field must be.
 */
export interface Operation {
  /** Russian, what the call does for the pharmacy. */
  summary: string;
  /** The spec's section (a tag of the document). */
  tag: string;
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The body's media type when it is not JSON (the token call takes a form). */
  bodyType?: string;
  answer: Answer;
  /** Reachable without a bearer token (the token call only). */
  public?: boolean;
  /** The errors' schema when it is not ErrorBody (the token call answers in OAuth's words). */
  errors?: v.GenericSchema;
}

/** `METHOD /path` as Fastify registers it under /api, `:name` for path parameters. */
export type Catalogue = Record<string, Operation>;

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what travels on the wire: the input side of a schema (a contract schema that
 * transforms, e.g. an order number to a string, is described before it transforms), as JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1. Checks JSON Schema cannot say (custom ones) are
 * left out rather than failing the document.
 */
export function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  return rest;
}

const errorAnswer = (schema: v.GenericSchema, description: string) => ({ description, content: { 'application/json': { schema: jsonSchema(schema) } } });

const binary = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };

function successAnswer(answer: Answer): [status: number, JsonSchema] {
  if ('json' in answer) {
    // A call that answers JSON or, asked by Accept, the same data as a file.
    const files = Object.fromEntries((answer.files ?? []).map((type) => [type, binary]));
    return [200, { description: answer.description ?? 'Успешный ответ', content: { 'application/json': { schema: jsonSchema(answer.json) }, ...files } }];
  }
  if ('file' in answer) {
    const content = Object.fromEntries(answer.file.map((type) => [type, binary]));
    return [200, { description: answer.description, content }];
  }
  if ('text' in answer) return [200, { description: answer.text, content: { 'text/plain': { schema: { type: 'string' } } } }];
  return [204, { description: answer.empty }];
}

/**
 * The route schema @fastify/swagger reads. It is handed to swagger only (its `transform`), never
 * to Fastify: Fastify would validate with it and answer in English, where the handlers' parseInput
 * answers a Russian 400 naming the field.
 */
export function swaggerSchema(operation: Operation): JsonSchema {
  const [status, success] = successAnswer(operation.answer);
  const errors = operation.errors ?? ErrorBody;
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.params && { params: jsonSchema(operation.params) }),
    ...(operation.query && { querystring: jsonSchema(operation.query) }),
    ...(operation.body && { body: jsonSchema(operation.body) }),
    ...(operation.bodyType && { consumes: [operation.bodyType] }),
    security: operation.public ? [] : [{ bearer: [] }],
    response: {
      [status]: success,
      default: errorAnswer(errors, 'Ошибка: сообщение по-русски для пользователя (400, 401, 403, 404, 409, 413, 429…)'),
    },
  };
}
