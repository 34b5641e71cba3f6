import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MonthQuery } from '../../../src/api/contract/payroll';
import { defaultPayrollOffset, payrollMonthStart } from '../../../src/domain/payroll/month';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { addMonths, format, startOfMonth } from 'date-fns';
import { badRequest } from '../../core/errors';
import { IdParams } from '../../core/ids';
import { fieldMessage, parseInput } from '../../http/input';
import type { RouteOptions } from '../../http/route';
import { namedPharmacy, type PharmacyRow } from '../reports/pharmacy-scope';

/**
 * The latest month a payroll can be about: the current one by the gateway's clock, and the next as
 * well, for a browser whose clock (or time zone: Moscow is 3 hours ahead of UTC) has already turned
 * the month. A later month has no sales to pay from; plans stop a year ahead for the same reason.
 */
const latestPayrollMonth = (now: Date): string => format(startOfMonth(addMonths(now, 1)), 'yyyy-MM-dd');

/**
 * A month the database can hold and a payroll can be about. The contract's pattern already asks
 * for a first day; year 0000 would pass it and fail in PostgreSQL, so the years are bounded here,
 * and a month after the next is refused.
 */
export function checkedMonth(month: string, field: string, now: Date): string {
  const year = Number(month.slice(0, 4));
  if (year < 2000 || year > 2999) throw badRequest(fieldMessage(field, 'месяц вне допустимого диапазона (2000–2999 годы)'));
  const latest = latestPayrollMonth(now);
  if (month > latest)
    throw badRequest(
      fieldMessage(
        field,
        `расчёт зарплаты возможен не дальше чем за ${latest.slice(5, 7)}.${latest.slice(0, 4)}: у более позднего месяца ещё нет продаж`,
      ),
    );
  return month;
}

/** `?month=YYYY-MM-01` of the three GETs, when sent (the spec's form sends none). */
export const monthOfQuery = (query: unknown, now: Date): string | undefined => {
  const { month } = parseInput(MonthQuery, query);
  return month === undefined ? undefined : checkedMonth(month, 'month', now);
};

/**
 * The month a call is about: the one it names, else the spec's default offset -1, the previous
 * month by the gateway's clock (purchasing-and-pay §2.6, §9).
 */
export const monthOr = (named: string | undefined, now: Date): string => named ?? payrollMonthStart(defaultPayrollOffset, now);

/**
 * The pharmacy in a path `{id}`: a pharmacy user only its own (403 for another id, existing or
 * not, before anything is read); staff any that exists (404 otherwise).
 */
export const pharmacyOfPath = (db: Database, user: SignedInUser, { id }: { id: number }): Promise<PharmacyRow> =>
  namedPharmacy(db, user, id);

/**
 * A month's read checks its month first, then its pharmacy (as before its path and query were
 * parsed by the declaration): a bad month is told whatever the id.
 */
export const monthFirst = {
  permissions: ['READ_REPORTS'],
  beforeParse: (request: FastifyRequest) => void monthOfQuery(request.query, request.server.clock()),
} satisfies RouteOptions;

/** A number a client sent as an id, or null when no row could carry it (1.5, 1e15, -1). */
export const storableId = (id: number): number | null => (Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null);

export const PharmacyIdQuery = v.object({ pharmacyId: v.optional(IdParams.entries.id) });
