import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnreachable, noteReachable, noteUnreachable, outageNoted } from '../../server/db/outage';

/** An error as node-postgres raises it for a message of the server, with its SQLSTATE. */
const serverError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
/** As drizzle throws it: its own error, the driver's as the cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
const networkError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

/**
 * A database that cannot be reached or does not answer in time is an outage (503 with Retry-After,
 * server/http/error-handler.ts); every other failure of a query is what it was (a bug stays a 500,
 * a refused value a 400).
 */
describe('a database outage told apart from a failure of the query', () => {
  it('is an outage when the server is stopped, restarting, full or gone', () => {
    for (const error of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection due to crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
      serverError('08006', 'connection failure'),
      networkError('ECONNREFUSED'),
      networkError('ECONNRESET'),
      networkError('ETIMEDOUT'),
      networkError('EHOSTUNREACH'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(failedQuery(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('is an outage when Node reports every address of the host refused, and when pg-boss copies the error into a plain object', () => {
    expect(isDatabaseUnreachable(new AggregateError([networkError('ECONNREFUSED'), networkError('ECONNREFUSED')], ''))).toBe(true);
    expect(
      isDatabaseUnreachable({ ...networkError('ECONNREFUSED'), message: 'connect ECONNREFUSED 127.0.0.1:5432 (Queue: q, Worker: w)' }),
    ).toBe(true);
  });

  it('is not an outage when the database answered with a refusal or the code failed', () => {
    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint "users_login_unique"'),
      serverError('23503', 'insert or update on table "order_drafts" violates foreign key constraint'),
      serverError('22P02', 'invalid input syntax for type integer: "x"'),
      serverError('42P01', 'relation "missing" does not exist'),
      serverError('40001', 'could not serialize access due to concurrent update'),
      serverError('57014', 'canceling statement due to statement timeout'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Cannot use a pool after calling end on the pool'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(false);
      expect(isDatabaseUnreachable(failedQuery(error)), `wrapped: ${error.message}`).toBe(false);
    }
    for (const thing of [undefined, null, 'ECONNREFUSED', 42]) expect(isDatabaseUnreachable(thing)).toBe(false);
  });
});

describe('an outage in the log', () => {
  it('is not ended by work that set off before it, only by work begun since: two lines, not four', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sentBefore = performance.now() - 1;
      noteUnreachable('соединение пула', serverError('57P01', 'terminating connection due to administrator command'));
      // A query answered just as the server went, then the next error of the same outage.
      noteReachable(sentBefore);
      noteUnreachable('соединение пула', serverError('57P01', 'terminating connection due to administrator command'));
      expect(outageNoted()).toBe(true);
      noteReachable();
      expect(outageNoted()).toBe(false);
      expect(logged.mock.calls.map(([line]) => String(line).split(' (')[0])).toEqual([
        'База данных недоступна',
        expect.stringMatching(/^Связь с базой данных восстановлена: её не было [0-9.]+ с$/u),
      ]);
      expect(String(logged.mock.calls[1][0])).toContain('(ошибок за это время: 2)');
    } finally {
      logged.mockRestore();
    }
  });
});
