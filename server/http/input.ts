import * as v from 'valibot';
import { formatNumber } from '../../src/domain/shared/format';
import { badRequest } from '../core/errors';

/**
 * Request params, query and bodies are parsed with valibot schemas (the contract's where it has
 * one). The first problem becomes a 400 whose Russian message names the field:
 * `Поле «id»: ожидается целое число`.
 */
export function parseInput<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { lang: LANG, abortEarly: true });
  if (!result.success) throw badRequest(describeIssue(result.issues[0]));
  const nul = findNul(result.output, []);
  // PostgreSQL refuses NUL in text; reject it here as bad input rather than fail in the query.
  if (nul !== null) throw badRequest(fieldMessage(nul, 'недопустимый символ'));
  return result.output;
}

export const fieldMessage = (field: string, problem: string) => (field ? `Поле «${field}»: ${problem}` : `Запрос: ${problem}`);

export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
  return fieldMessage(field, issue.message);
}

function findNul(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Russian defaults for valibot's issues, used only when a schema gives no message of its own
 * (messages written in the contract win). Registered under a language of its own, so nothing
 * else that shares valibot is affected.
 */
const LANG = 'ru-gateway';

const typeNames: Record<string, string> = {
  string: 'строка',
  number: 'число',
  boolean: 'логическое значение (true или false)',
  object: 'объект',
  array: 'список',
  date: 'дата',
  bigint: 'целое число',
};

function russian(issue: v.BaseIssue<unknown>): string {
  const missing = issue.input === undefined;
  if (issue.kind === 'schema') {
    if (missing) return 'обязательное поле';
    if (issue.type in typeNames) return `ожидается ${typeNames[issue.type]}`;
    if (issue.type === 'literal' || issue.type === 'picklist' || issue.type === 'variant' || issue.type === 'enum') {
      return `допустимые значения: ${issue.expected?.replaceAll('"', '') ?? ''}`;
    }
    return 'недопустимое значение';
  }
  switch (issue.type) {
    case 'min_length':
      return issue.requirement === 1 ? 'не может быть пустым' : `не короче ${bound(issue.requirement)} символов`;
    case 'max_length':
      return `не длиннее ${bound(issue.requirement)} символов`;
    case 'integer':
      return 'ожидается целое число';
    case 'safe_integer':
      return 'ожидается целое число';
    case 'min_value':
      return `не меньше ${bound(issue.requirement)}`;
    case 'max_value':
      return `не больше ${bound(issue.requirement)}`;
    case 'regex':
      return 'недопустимый формат';
    default:
      return 'недопустимое значение';
  }
}

/** A bound as a user reads numbers in the portal: thousands grouped, a comma before decimals ('50 000', '0,50'). */
function bound(requirement: unknown): string {
  if (typeof requirement !== 'number') return String(requirement);
  return formatNumber(requirement, Number.isInteger(requirement) ? 0 : 2);
}

v.setGlobalMessage(russian, LANG);
