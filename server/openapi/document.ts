import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { errorStatuses, type Answer, type Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { tagDescriptions, tags } from '../../src/api/contract/tags';
import { apiRoot } from '../http/route';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what travels on the wire: the input side of a schema (a contract schema that
 * transforms, e.g. an order number to a string, is described before it transforms), as JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1. Checks JSON Schema cannot say (custom ones) are
 * left out rather than failing the document.
 */
export function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema;
  return oneBoundEachSide(rest) as JsonSchema;
}

/**
 * A schema that checks two bounds on one side (an order amount: `minValue(0)` for the message on a
 * negative number, then `gtValue(0)`) says only the stricter one: the same set of numbers, written
 * as readers and Redocly's rules expect (never both `minimum` and `exclusiveMinimum`).
 */
function oneBoundEachSide(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(oneBoundEachSide);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, oneBoundEachSide(value)])) as JsonSchema;
  const stricter = (inclusive: string, exclusive: string, tighter: (a: number, b: number) => boolean) => {
    const [bound, open] = [schema[inclusive], schema[exclusive]];
    if (typeof bound !== 'number' || typeof open !== 'number') return;
    if (tighter(bound, open)) delete schema[exclusive];
    else delete schema[inclusive];
  };
  stricter('minimum', 'exclusiveMinimum', (bound, open) => bound > open);
  stricter('maximum', 'exclusiveMaximum', (bound, open) => bound < open);
  return schema;
}

const binary = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
const filesOf = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, binary]));

function successAnswer(answer: Answer): [status: string, JsonSchema] {
  if ('json' in answer) {
    // A call that answers JSON or, asked by Accept, the same data as a file.
    return [
      '200',
      {
        description: answer.description ?? 'Успешный ответ',
        content: { 'application/json': { schema: jsonSchema(answer.json) }, ...filesOf(answer.files ?? []) },
      },
    ];
  }
  if ('file' in answer) return ['200', { description: answer.description, content: filesOf(answer.file) }];
  if ('text' in answer) return ['200', { description: answer.text, content: { 'text/plain': { schema: { type: 'string' } } } }];
  return ['204', { description: answer.empty }];
}

/** Why each error status comes, for a reader of the document. */
const errorMeaning: Record<number, string> = {
  400: 'Неверный запрос: сообщение называет поле и что с ним не так',
  401: 'Нет действующего токена доступа',
  403: 'Недостаточно прав',
  404: 'Не найдено',
  409: 'Изменено в другом окне или уже сделано: ничего не сохранено',
  410: 'Больше недоступно',
  413: 'Запрос слишком большой',
  415: 'Тело запроса другого типа',
  422: 'Запрос понятен, но выполнить его нельзя',
  429: 'Слишком много запросов: повторить через Retry-After секунд',
  501: 'Не поддерживается этим сервером',
  502: 'Внешняя система ответила ошибкой',
  503: 'Сервис временно недоступен (например, нет связи с базой данных): повторить через Retry-After секунд',
  504: 'Внешняя система не ответила вовремя',
};

function errorAnswers(call: Call): Record<string, JsonSchema> {
  const schema = call.errorBody ? jsonSchema(call.errorBody) : { $ref: '#/components/schemas/ErrorBody' };
  return Object.fromEntries(
    errorStatuses(call).map((status) => [
      String(status),
      { description: errorMeaning[status], content: { 'application/json': { schema } } },
    ]),
  );
}

/** An object schema's properties as OpenAPI parameters of one place (path or query). */
function parameters(place: 'path' | 'query', schema: v.GenericSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    in: place,
    name,
    required: place === 'path' || (object.required ?? []).includes(name),
    schema: property,
    // A nested query value travels as the standard nested form: filter[name]=value.
    ...(place === 'query' && property.type === 'object' && { style: 'deepObject', explode: true }),
  }));
}

function operation(call: Call): JsonSchema {
  const [status, success] = successAnswer(call.answer);
  const described = [...parameters('path', call.params), ...parameters('query', call.query)];
  return {
    operationId: call.operationId,
    summary: call.summary,
    ...(call.extension && {
      description: 'Расширение шлюза: спецификация этого вызова не называет, портал работает и без него.',
      // Why the portal asks it and what it does without it (English, as in docs/integration.md).
      'x-extension': call.extension,
    }),
    tags: [call.tag],
    ...(described.length > 0 && { parameters: described }),
    ...(call.body && {
      requestBody: { required: true, content: { [call.bodyType ?? 'application/json']: { schema: jsonSchema(call.body) } } },
    }),
    security: call.public ? [] : [{ bearer: [] }],
    responses: { [status]: success, ...errorAnswers(call) },
  };
}

const description = [
  'Вызовы шлюза партнёрского портала аптек, как их объявляет общий с порталом контракт (src/api/contract, valibot): из одного объявления вызова получаются маршрут шлюза, этот документ и вызов портала.',
  'Все вызовы, кроме входа, требуют заголовок `Authorization: Bearer <токен доступа>`.',
  'Любая ошибка — JSON `{ "message": "…" }` с текстом по-русски для пользователя (вход отвечает по OAuth: `error`, `error_description`).',
].join('\n\n');

/** The OpenAPI 3.1 document of the declared calls. */
export function openapiDocument(calls: readonly Call[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) (paths[apiRoot + call.path] ??= {})[call.method.toLowerCase()] = operation(call);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Партнёрский портал аптек — API шлюза',
      version: '1.0.0',
      description,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'Шлюз, который отдал этот документ' }],
    tags: Object.values(tags).map((name) => ({ name, description: tagDescriptions[name] })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(ErrorBody) },
    },
    paths,
  };
}
