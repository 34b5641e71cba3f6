import { CHANGED_ELSEWHERE } from '../../src/api/contract/common';

/**
 * Errors a route throws on purpose. The error handler answers them as `{ message }` with their
 * status; the message is Russian and shown to the user as is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Требуется вход в систему') => new HttpError(401, message);
export const forbidden = (message = 'Недостаточно прав для этого действия') => new HttpError(403, message);
export const notFound = (message = 'Не найдено') => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** 409: the save was based on a version another save has replaced; nothing was stored. */
export const changedElsewhere = () => new HttpError(409, CHANGED_ELSEWHERE);
