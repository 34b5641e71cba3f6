/**
 * Cashier payroll (spec purchasing-and-pay §2.6, §3, §5, §7.4, §9; reports-and-foundation §7): the
 * calls of the payrollCalculation tab under /cashier-payroll and the three
 * `reports/cashier/*-by-month` source reports. Paths carry their service prefix.
 *
 * Where the spec hides a payload the choice is ours (docs/decisions/payroll-calls.md):
 * - `{id}` in the three GETs is the pharmacy's id. As the spec writes them they name no month: the
 *   month is then the default offset -1, the previous month by the gateway's clock (§2.6, §9). Our
 *   optional query `month` (the first day, YYYY-MM-DD) names another: the portal sends it only for
 *   the current month (offset 0), which the spec gives no form for.
 * - update and download as the spec writes them carry neither `month` nor `pharmacyId`: the month
 *   is `pharmacyStat.fromDate` (the previous month when download has no statistics) and the
 *   pharmacy the user's own; staff, and older clients, may still send both.
 * - The three GETs answer what the screen edits merged with the month's measured figures: a saved
 *   month reloads exactly as saved; an unsaved one gets the pharmacy's last saved parameters (or the
 *   defaults) and, for a cashier with no saved data, fixed 16242, personalBonus 2500, salePlan 400000.
 * - `{date}` of the reports calls is the first day of the month, YYYY-MM-DD.
 * - `{id}` of `cashier/save/{id}` is the pharmacy's id.
 * Computed fields (§3 'Computed') are never sent: the portal and the gateway compute them with the
 * same domain code (src/domain/payroll/), and the gateway ignores any it is sent.
 */
import * as v from 'valibot';
import { extension, staffPharmacy, type ExtensionNote } from './extension';
import { declareCalls } from './call';
import { Revision } from './common';
import { IdParams } from './ids';
import { tags } from './tags';
import { isMeasuredFigure, measuredMessage } from '../../domain/payroll/figure-rules';
import { cashierCredentialLimits, credentialProblems } from '../../domain/payroll/inputs';
import { orderFileTypes } from './orders';

// ---- Pieces -------------------------------------------------------------------------------------

/** The first day of a month, YYYY-MM-DD. */
export const MonthStart = v.pipe(
  v.string('ожидается первый день месяца в формате ГГГГ-ММ-ДД'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-01$/u, 'ожидается первый день месяца в формате ГГГГ-ММ-ДД (например, 2026-10-01)'),
);
/**
 * Our `?month=` of the three GETs. A back end without it answers the default month whatever is
 * asked; the answer's pharmacyStat.fromDate (a spec field) says which month it is.
 */
const monthAsked: ExtensionNote = {
  why: 'The payroll screen offers the current month (offset 0) beside the previous one; the spec’s GETs name no month and answer the default, the previous month.',
  without:
    'The back end answers the previous month whatever is asked; the portal reads pharmacyStat.fromDate, says in Russian that the current month’s payroll cannot be shown, and offers neither Save nor export for it (the plan editor of that month still works).',
};
/** The spec's form has no query; `month` is ours (see the top of the file). */
export const MonthQuery = v.object({ month: extension(v.optional(MonthStart), monthAsked) });
export type MonthQuery = v.InferOutput<typeof MonthQuery>;
export const DateParam = v.object({ date: MonthStart });

/**
 * A decimal field of §5 as the gateway accepts it: a number, or its text of up to 10 integer
 * digits and 2 decimals with a dot or a comma. Its range and required-ness are the figure's own
 * (src/domain/payroll/figure-rules.ts, checked by the gateway after this shape): an
 * empty text is no figure, never 0.
 */
const Decimal = v.pipe(
  v.unknown(),
  v.check((value) => value !== '', 'укажите значение'),
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.regex(/^(\d{1,10}([.,]\d{0,2})?|[.,]\d{1,2})$/u, 'ожидается число: до 10 цифр и до 2 знаков после запятой'),
        v.transform((text) => Number(text.replace(',', '.'))),
      ),
    ],
    'ожидается число',
  ),
);
/** An integer field of §5: a number, or its text of up to 12 digits; its range is the figure's own. */
const Integer = v.pipe(
  v.unknown(),
  v.check((value) => value !== '', 'укажите значение'),
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/u, 'ожидается целое число до 12 цифр'), v.transform(Number))],
    'ожидается целое число',
  ),
);
/**
 * A figure measured from the sales, sent back as it was read: any finite number within
 * ±measuredLimit (1e307 overflowed the kopeck arithmetic of the workbook into a 500).
 */
const Measured = v.optional(v.nullable(v.pipe(v.number('ожидается число'), v.check(isMeasuredFigure, measuredMessage))), null);

// ---- Pharmacy parameters (§3 'Pharmacy params') -------------------------------------------------

/**
 * The parameter tables. Threshold tables (value → result, looked up as §9 says): BB_PERSONAL_MARGIN
 * (personal-sales margin, RUB → base premium, RUB), BB_TURNOVER_PERIOD_CORRECTION (turnover
 * period, days → coefficient), EXPIRED_REMAINS_PENALTY (expiring remains, RUB → penalty, RUB),
 * KPI_1..KPI_5 (the KPI's value → performance coefficient, at most kpiMax). Weights: one row per
 * KPI_n_WEIGHT whose valueIn is the weight in percent (valueOut unused, 0).
 */
export const pharmacyParamTypes = [
  'BB_PERSONAL_MARGIN',
  'BB_TURNOVER_PERIOD_CORRECTION',
  'EXPIRED_REMAINS_PENALTY',
  'KPI_1',
  'KPI_2',
  'KPI_3',
  'KPI_4',
  'KPI_5',
  'KPI_1_WEIGHT',
  'KPI_2_WEIGHT',
  'KPI_3_WEIGHT',
  'KPI_4_WEIGHT',
  'KPI_5_WEIGHT',
] as const;
export type PharmacyParamType = (typeof pharmacyParamTypes)[number];

export const PharmacyParam = v.object({
  type: v.picklist(pharmacyParamTypes, 'неизвестный тип параметра'),
  valueIn: Decimal,
  valueOut: Decimal,
});
export type PharmacyParam = v.InferOutput<typeof PharmacyParam>;
export const PharmacyParams = v.pipe(v.array(PharmacyParam, 'ожидается список параметров'), v.maxLength(1000, 'слишком много параметров'));
export type PharmacyParams = v.InferOutput<typeof PharmacyParams>;

// ---- Pharmacy statistics (§3 'Pharmacy stat') ---------------------------------------------------

export const PharmacyStat = v.object({
  /** The month, YYYY-MM-DD (its first day). */
  fromDate: MonthStart,
  /** Sales of the month, RUB. */
  totalSales: Decimal,
  cashierCount: Integer,
  invoiceCount: Integer,
  /** Sales per cashier, RUB. */
  cashierAvg: Decimal,
  /** The pharmacy's average check, RUB. */
  invoiceAvg: Decimal,
  /** Stock turnover, days. */
  turnoverPeriod: Decimal,
  /** Marketing (initiative) products' share of sales, %. */
  marketingRate: Decimal,
  /** Stock close to its expiry date, RUB. */
  expiringRemains: Decimal,
});
export type PharmacyStat = v.InferOutput<typeof PharmacyStat>;
export type PharmacyStatWire = v.InferInput<typeof PharmacyStat>;

// ---- Cashiers (§3 'Cashier param row') ----------------------------------------------------------

/** A cashier's full name, as the payroll row, the login save and the sales-motivation plan take it. */
export const CashierFullName = v.pipe(
  v.string('ожидается ФИО'),
  v.trim(),
  v.minLength(1, 'укажите ФИО кассира'),
  v.maxLength(200, 'не длиннее 200 символов'),
);

/**
 * A cashier's row as the screen edits it and the month measured it. Editable: fixed (rate, RUB a
 * month), workHours, workMinutes, personalBonus (the unique bonus, RUB), salePlan (RUB),
 * marketingShare (%), expiring fields of §5. Measured (from the sales reports; read-only on the
 * screen): salesMargin, salesYctmBonus, retailSumNdsOut, uniqueCheckCount, nomenclatureAvgCount,
 * initiativeBonus, initiativeSaleQuantityPlan, initiativeSaleQuantity. Account: username, password
 * (only ever sent, never answered), activated, validUser (the row may have a login), cashierUserId.
 */
export const CashierParam = v.object({
  pharmacyId: v.number(),
  cashierFullName: CashierFullName,
  cashierUserId: v.optional(v.nullable(v.number()), null),
  username: v.optional(v.nullable(v.string()), null),
  password: v.optional(v.nullable(v.string()), null),
  activated: v.optional(v.boolean(), false),
  validUser: v.optional(v.boolean(), false),
  fixed: Decimal,
  workHours: Decimal,
  workMinutes: Integer,
  personalBonus: Decimal,
  salePlan: Decimal,
  marketingShare: Decimal,
  salesMargin: Measured,
  salesYctmBonus: Measured,
  retailSumNdsOut: Measured,
  uniqueCheckCount: Measured,
  nomenclatureAvgCount: Measured,
  initiativeBonus: Measured,
  initiativeSaleQuantityPlan: Measured,
  initiativeSaleQuantity: Measured,
  /** §3: uniqueCheckCount is also sent as cashierUniqueCount; taken when uniqueCheckCount is missing. */
  cashierUniqueCount: v.optional(v.nullable(v.pipe(v.number('ожидается число'), v.check(isMeasuredFigure, measuredMessage)))),
});
export type CashierParam = v.InferOutput<typeof CashierParam>;
export type CashierParamWire = v.InferInput<typeof CashierParam>;
/** A row as the rest of the code reads it: the alias cashierUniqueCount folded into uniqueCheckCount. */
const withUniqueCount = ({ cashierUniqueCount, ...row }: CashierParam): CashierParam => ({
  ...row,
  uniqueCheckCount: row.uniqueCheckCount ?? cashierUniqueCount ?? null,
});
export const CashierParams = v.pipe(
  v.array(CashierParam, 'ожидается список кассиров'),
  v.maxLength(200, 'слишком много кассиров'),
  v.transform((rows) => rows.map(withUniqueCount)),
);
export type CashierParams = v.InferOutput<typeof CashierParams>;

// ---- Save and export (§7.4) ---------------------------------------------------------------------

/** GET payroll-pharmacy-revision/{id}?month: the month's revision now. */
export const PayrollRevision = v.object({ revision: Revision });
export type PayrollRevision = v.InferOutput<typeof PayrollRevision>;

export const PayrollUpdate = v.object({
  /** Ours: staff name the pharmacy; a pharmacy user's own when missing (the spec's form). */
  pharmacyId: extension(v.optional(v.number()), staffPharmacy),
  /** Ours: the month saved, YYYY-MM-01; the spec's form has it in pharmacyStat.fromDate. */
  month: extension(v.optional(MonthStart), {
    why: 'Staff tools name the saved month outright; the portal itself sends the spec’s form, the month in pharmacyStat.fromDate.',
    without: 'The month saved is pharmacyStat.fromDate, the month the back end answered; the portal never sends `month`.',
  }),
  pharmacyParams: PharmacyParams,
  cashierParams: CashierParams,
  pharmacyStat: PharmacyStat,
  /**
   * Our optional extension: the month's revision the screen loaded (PayrollRevision).
   * When another save came since, the gateway answers 409 and stores nothing. Absent: no check.
   */
  loadedRevision: extension(v.optional(Revision), {
    why: 'A payroll save is refused (409) when another came since the screen loaded.',
    without: 'Saves are not checked against one another, as in the spec.',
  }),
});
export type PayrollUpdate = v.InferInput<typeof PayrollUpdate>;

/**
 * When the month was saved (ISO date-time), and (our extension) the revision it now has. The spec
 * does not show update's answer and the screen reads nothing of it but the revision: a back end
 * may answer without either.
 */
export const PayrollSaved = v.object({
  savedAt: v.optional(v.string()),
  revision: extension(v.optional(v.number()), {
    why: 'The revision the next save is checked against.',
    without: 'Saves are not checked against one another, as in the spec.',
  }),
});
export type PayrollSaved = v.InferOutput<typeof PayrollSaved>;

export const PayrollDownload = v.object({
  /** Ours, as in PayrollUpdate: the spec's form sends neither. */
  pharmacyId: extension(v.optional(v.number()), staffPharmacy),
  month: extension(v.optional(MonthStart), {
    why: 'Staff tools name the exported month outright; the portal itself names it in pharmacyStat.fromDate.',
    without:
      'The month exported is pharmacyStat.fromDate when sent, else the default month, the previous one; the portal never sends `month`.',
  }),
  pharmacyParams: PharmacyParams,
  cashierParams: CashierParams,
  /** The month's statistics; the gateway reads them (of the previous month when no month is named) when missing. */
  pharmacyStat: extension(v.optional(PharmacyStat), {
    why: 'The workbook holds the statistics as the user edited them, and so the month they belong to (PP §7.4 names only pharmacyParams and cashierParams).',
    without:
      'The back end fills the workbook with its own statistics of the default month, the previous one; the portal exports only a month the back end showed it answers, so the month is right, but statistics edited on screen and not saved are not in the file.',
  }),
});
export type PayrollDownload = v.InferInput<typeof PayrollDownload>;

// ---- Cashier logins (§3 'Cashier user save payload', §5) ----------------------------------------

export const cashierLoginPattern = /^[A-Za-z0-9]+$/u;
export const cashierPasswordPattern = /^[A-Za-z0-9!@#$%^&*]+$/u;

export const CashierUserSave = v.object({
  pharmacyId: v.number('ожидается число'),
  cashierTin: v.optional(v.string(), ''),
  cashierFullName: CashierFullName,
  /** Null: create the account; a number: change that cashier's account. */
  cashierUserId: v.optional(v.nullable(v.number()), null),
  // The same words as the login and password cells (src/domain/payroll/inputs.ts).
  username: v.pipe(
    v.string('ожидается логин'),
    v.minLength(1, 'укажите логин'),
    v.regex(cashierLoginPattern, `логин: ${credentialProblems.login}`),
    v.maxLength(cashierCredentialLimits.login, `логин: ${credentialProblems.tooLong(cashierCredentialLimits.login)}`),
  ),
  password: v.pipe(
    v.string('ожидается пароль'),
    v.minLength(1, 'укажите пароль'),
    v.regex(cashierPasswordPattern, `пароль: ${credentialProblems.password}`),
    v.maxLength(cashierCredentialLimits.password, `пароль: ${credentialProblems.tooLong(cashierCredentialLimits.password)}`),
  ),
  activated: v.boolean('ожидается true или false'),
});
export type CashierUserSave = v.InferInput<typeof CashierUserSave>;

/** §3: the answer carries data.cashierUserId. */
export const CashierUserSaved = v.object({ data: v.object({ cashierUserId: v.number() }) });
export type CashierUserSaved = v.InferOutput<typeof CashierUserSaved>;

// ---- The calls (§7.4) ---------------------------------------------------------------------------

/** A read of the month `{id}?month=YYYY-MM-01` for the pharmacy `{id}` (404: staff named none such). */
const monthRead = <S extends v.GenericSchema>(path: string, summary: string, answer: S) => ({
  method: 'GET' as const,
  path,
  summary,
  params: IdParams,
  query: MonthQuery,
  answer: { json: answer },
  errors: [404] as const,
});

/** /cashier-payroll: the payrollCalculation tab's calls; `{id}` is the pharmacy. */
export const payrollCalls = declareCalls(tags.payroll, {
  payrollPharmacyStat: monthRead(
    '/cashier-payroll/payroll-pharmacy-stat/{id}',
    'Показатели аптеки для расчёта зарплаты за месяц',
    PharmacyStat,
  ),
  payrollPharmacyParams: monthRead(
    '/cashier-payroll/payroll-pharmacy-param/{id}',
    'Параметры расчёта зарплаты аптеки за месяц',
    PharmacyParams,
  ),
  payrollCashiers: monthRead('/cashier-payroll/payroll-cashier/{id}', 'Первостольники аптеки и их показатели за месяц', CashierParams),
  /** Our optional extension: the portal works without it. */
  payrollRevision: {
    ...monthRead(
      '/cashier-payroll/payroll-pharmacy-revision/{id}',
      'Версия сохранённого расчёта зарплаты за месяц (0 — не сохранялся)',
      PayrollRevision,
    ),
    extension: {
      why: 'Payroll: a save is refused when another came since the screen loaded.',
      without: 'Saves are not checked against one another, as in the spec.',
    },
  },
  /** 409: another save came since the revision the screen loaded (our extension). */
  updatePayroll: {
    method: 'POST',
    path: '/cashier-payroll/payroll-pharmacy/update',
    summary: 'Сохранить расчёт зарплаты за месяц',
    body: PayrollUpdate,
    answer: { json: PayrollSaved },
    errors: [404, 409],
  },
  downloadPayroll: {
    method: 'POST',
    path: '/cashier-payroll/payroll-pharmacy/download',
    summary: 'Расчёт зарплаты первостольников в xlsx',
    body: PayrollDownload,
    answer: {
      file: [orderFileTypes.xlsx],
      description: 'Файл «Расчёт зарплаты первостольника {дата время}.xlsx», имя в Content-Disposition',
    },
    errors: [404],
  },
  saveCashierUser: {
    method: 'POST',
    path: '/cashier-payroll/cashier/save/{id}',
    summary: 'Добавить или изменить учётную запись первостольника аптеки',
    params: IdParams,
    body: CashierUserSave,
    answer: { json: CashierUserSaved },
    errors: [404],
  },
});

// ---- The source reports (reports-and-foundation §7) ---------------------------------------------

/** A month's figures of the pharmacy's cashiers: one record each, named by the cashier's full name. */
export const perCashier = <E extends v.ObjectEntries>(figures: E) => v.array(v.object({ cashierFullName: v.string(), ...figures }));

/** payroll-sale-by-month: each cashier's measured sales of the month. */
export const PayrollSales = perCashier({
  salesMargin: v.number(),
  salesYctmBonus: v.number(),
  retailSumNdsOut: v.number(),
  uniqueCheckCount: v.number(),
  nomenclatureAvgCount: v.number(),
});
export type PayrollSales = v.InferOutput<typeof PayrollSales>;

/** fulfilled-plan-bonus-points-by-month: each cashier's sales-motivation plan, sales and bonus. */
export const FulfilledPlanBonusPoints = perCashier({
  initiativeSaleQuantityPlan: v.number(),
  initiativeSaleQuantity: v.number(),
  initiativeBonus: v.number(),
});
export type FulfilledPlanBonusPoints = v.InferOutput<typeof FulfilledPlanBonusPoints>;
