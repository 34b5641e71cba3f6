import { describe, expect, it } from 'vitest';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { failureOf, isLineFailure, toFailure } from '../../src/machines/shared/api-error';

// What a machine keeps of a failed call, whichever way it failed: the message a screen shows and
// whether the screen retries by itself once the line is back.

/** An ApiError as a worker's rejection arrives on the page: a plain Error with its fields copied. */
const crossed = (fields: Record<string, unknown>, message = 'Сервер вернул ошибку') => Object.assign(new Error(message), fields);

describe('a failed call as a machine keeps it', () => {
  it('an answer with a message keeps its status and message; one without says it had none', () => {
    expect(toFailure(new ApiError(409, 'Черновик изменён в другом окне или браузере — обновите'))).toEqual({
      status: 409,
      message: 'Черновик изменён в другом окне или браузере — обновите',
    });
    expect(toFailure(new ApiError(500, 'Ошибка сервера', false))).toEqual({ status: 500, message: 'Ошибка сервера', withoutMessage: true });
  });

  it('no answer, or the server temporarily unavailable, is the line’s failure', () => {
    const offline = toFailure(new ApiError(0, noNetworkText, true, { line: 'network' }));
    expect(offline).toEqual({ status: 0, message: noNetworkText, line: 'network' });
    const outage = toFailure(new ApiError(503, 'Сервис временно недоступен', true, { line: 'outage', retryAfter: 30 }));
    expect(outage).toEqual({ status: 503, message: 'Сервис временно недоступен', line: 'outage', retryAfter: 30 });
    expect([offline, outage].map(isLineFailure)).toEqual([true, true]);
    expect(isLineFailure(toFailure(new ApiError(400, 'Неверный запрос')))).toBe(false);
    expect([null, undefined, {}].map(isLineFailure)).toEqual([false, false, false]);
  });

  it('a worker’s ApiError keeps what the worker sent along', () => {
    expect(toFailure(crossed({ status: 503, described: true, trouble: { line: 'outage', retryAfter: 5 } }, 'Нет связи'))).toEqual({
      status: 503,
      message: 'Нет связи',
      line: 'outage',
      retryAfter: 5,
    });
    expect(toFailure(crossed({ status: 500, described: false }))).toEqual({
      status: 500,
      message: 'Сервер вернул ошибку',
      withoutMessage: true,
    });
  });

  it('a worker’s own error keeps its message, and says the line failed when that is its text', () => {
    expect(toFailure(new TypeError('columns is undefined'))).toEqual({ status: 0, message: 'columns is undefined' });
    // A status without `described` is no ApiError that crossed: the worker's error as it came.
    expect(toFailure(crossed({ described: true }, 'x is not a function'))).toEqual({ status: 0, message: 'x is not a function' });
    expect(toFailure(new Error(noNetworkText))).toEqual({ status: 0, message: noNetworkText, line: 'network' });
  });

  it('the fetch library’s error (a status and the answer’s body) is read as an answer', () => {
    const fetchError = crossed({ status: 409, data: { message: 'Черновик изменён' } }, '[PUT] 409 Conflict');
    expect(toFailure(fetchError)).toEqual({ status: 409, message: 'Черновик изменён' });
    expect(toFailure(crossed({ status: 404, described: 'yes' }, '[GET] 404'))).toEqual({
      status: 404,
      message: expect.any(String),
      withoutMessage: true,
    });
  });

  it('an actor’s error event hands over its failure', () => {
    expect(failureOf({ event: { error: new ApiError(403, 'Нет доступа') } })).toEqual({ status: 403, message: 'Нет доступа' });
  });
});
