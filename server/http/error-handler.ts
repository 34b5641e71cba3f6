import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable, noteUnreachable, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { HttpError } from '../core/errors';
import { fieldMessage } from './input';
import { errorSummary } from './logging';

/** What a client is told about a failed request: a status and a Russian message. */
export interface ErrorAnswer {
  statusCode: number;
  message: string;
  /** Seconds until the client may try again, sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** Fastify's own client errors, in Russian (its messages are English and name internals). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса (Content-Type)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Тело запроса слишком большое',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Размер тела запроса не совпадает с заголовком Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое, а заявлен JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
};

const INTERNAL = 'Внутренняя ошибка сервера. Попробуйте позже.';

type AnyError = Partial<FastifyError> & Error & { cause?: unknown };

/** A PostgreSQL "data exception" (class 22): a value the client sent that the database refuses. */
const isDataException = (error: AnyError): boolean => {
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' && cause.code.startsWith('22');
};

/**
 * A row naming its user failed the foreign key to users: the account was deleted between the
 * check of its token (server/auth/session-check.ts, cached for seconds) and the write. The token
 * is dead, not the gateway broken.
 */
const isDeletedUser = (error: AnyError): boolean => {
  const cause = (error.cause ?? error) as { code?: unknown; constraint?: unknown };
  return cause.code === '23503' && typeof cause.constraint === 'string' && cause.constraint.endsWith('_user_id_users_id_fk');
};

/** Turns any thrown error into what the client may see; 5xx details stay in the log. */
export function describeError(error: AnyError): ErrorAnswer {
  if (error.validation?.length) {
    const [first] = error.validation;
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    const field = [first.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing].filter(Boolean).join('.');
    return { statusCode: 400, message: fieldMessage(field, missing ? 'обязательное поле' : 'недопустимое значение') };
  }
  // An outage, not a bug: the client is told to wait and try again (the portal does so itself).
  if (isDatabaseUnreachable(error)) return { statusCode: 503, message: OUTAGE_MESSAGE, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS };
  if (isDataException(error)) return { statusCode: 400, message: 'Недопустимое значение в запросе' };
  if (isDeletedUser(error)) return { statusCode: 401, message: 'Учётная запись удалена. Войдите снова.' };
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, message: INTERNAL };
  if (error.code && error.code in frameworkMessages) return { statusCode, message: frameworkMessages[error.code] };
  // Our HttpErrors carry Russian messages; any other client error from a library does not.
  if (error instanceof HttpError) return { statusCode, message: error.message };
  if (statusCode === 400 && error instanceof SyntaxError) return { statusCode, message: frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY };
  return { statusCode, message: 'Некорректный запрос' };
}

/**
 * A 5xx is logged once, with its route, status and a short cause (server/http/logging.ts
 * errorSummary): never a failed query's SQL and parameters, which hold a whole order. A database
 * outage is logged once for all the calls it fails (server/db/outage.ts), not once per call.
 */
export function logIfServerError(error: AnyError, request: FastifyRequest, statusCode: number): void {
  if (isDatabaseUnreachable(error)) {
    noteUnreachable(`${request.method} ${request.routeOptions.url ?? '(нет маршрута)'}`, error);
    return;
  }
  if (statusCode >= 500) {
    request.log.error(
      { route: `${request.method} ${request.routeOptions.url ?? '(нет маршрута)'}`, statusCode, error: errorSummary(error) },
      'request failed',
    );
  }
}

/** The app-wide handler: `{ message }` with the status (and Retry-After when the client should wait). */
export function errorHandler(error: AnyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = describeError(error);
  logIfServerError(error, request, answer.statusCode);
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.code(answer.statusCode).send({ message: answer.message });
}
