import * as v from 'valibot';
import { periodOfQuarterStart } from '../../domain/shared/quarters';
import { UnixSeconds } from './common';
import { extension, staffPharmacy } from './extension';

/**
 * Query and path values of the reports calls. The gateway receives them as text and the portal
 * may pass numbers, so each accepts both and yields the typed value. Messages say what is wrong,
 * not which field: the gateway puts the field before them (`Поле «id»: ожидается …`), and names
 * a missing field itself ('обязательное поле').
 */
export const IdParam = v.pipe(
  v.union([v.string(), v.number()], 'ожидается положительное целое число'),
  v.transform(String),
  v.regex(/^[1-9]\d{0,14}$/, 'ожидается положительное целое число'),
  v.transform(Number),
);

/**
 * `?id=` of the reports calls whose spec form names no pharmacy (ours): staff name the pharmacy;
 * a pharmacy user's own is taken whatever it names.
 */
export const StaffPharmacyParam = extension(v.optional(IdParam), staffPharmacy);

/** The first day of a quarter, YYYY-MM-DD: every per-quarter call names its quarter this way. */
export const QuarterStartParam = v.pipe(
  v.string('ожидается первый день квартала в формате ГГГГ-ММ-ДД'),
  v.check((text) => periodOfQuarterStart(text) !== null, 'ожидается первый день квартала в формате ГГГГ-ММ-ДД (например, 2024-04-01)'),
);

export const YearParam = v.pipe(
  v.union([v.string(), v.number()], 'ожидается год из четырёх цифр'),
  v.transform(String),
  v.regex(/^\d{4}$/, 'ожидается год из четырёх цифр'),
  v.transform(Number),
  v.minValue(2019, 'данные есть начиная с 2019 года'),
);

/** A figure the distributor may not have computed yet: missing and null both become null. */
export const Measure = v.optional(v.nullable(v.number()), null);

export const ReportProduct = v.object({ id: v.number(), name: v.string() });

/** The period a report row counts (unix seconds), spread into the rows that carry one. */
export const Dated = { from: UnixSeconds, to: UnixSeconds };
