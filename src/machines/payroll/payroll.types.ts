import type { ActorRefFrom } from 'xstate';
import type { CashierParam, PharmacyParam, PharmacyParamType, PharmacyStat } from '../../api/contract/payroll';
import type { FigureViolation } from '../../domain/payroll/figure-rules';
import type { PayrollResult } from '../../domain/payroll/result';
import type { PayrollWorker } from '../../workers/payroll/payroll-types';
import type { Failure } from '../shared/api-error';
import type { PayrollOffset } from './payroll.month';
import type { snackbarMachine } from '../shared/snackbar.machine';
import type { LineBack } from '../session/line-return';
import type { OrderDraftNews } from '../orders/order-draft.machine';
import type { KeptPayroll } from './payroll.kept';

/** What the screen edits for a month: the three GETs' answers, changed by the user. */
export interface PayrollDraft {
  pharmacyParams: PharmacyParam[];
  cashierParams: CashierParam[];
  pharmacyStat: PharmacyStat;
  /**
   * The saved month's revision the draft was loaded at, then the one its last save answered: the
   * save sends it, so a month another tab saved since answers 409. Absent: the gateway does not
   * offer revisions, and nothing is checked.
   */
  monthRevision?: number;
}

/** The cashier fields the screen edits (§5: decimal fields, and minutes an integer). */
export const cashierEditFields = ['fixed', 'workHours', 'workMinutes', 'personalBonus', 'salePlan', 'marketingShare'] as const;
export type CashierEditField = (typeof cashierEditFields)[number];

/** The statistics fields the screen edits; the month (fromDate) is not one. */
export const statEditFields = [
  'totalSales',
  'cashierCount',
  'invoiceCount',
  'cashierAvg',
  'invoiceAvg',
  'turnoverPeriod',
  'marketingRate',
  'expiringRemains',
] as const;
export type StatEditField = (typeof statEditFields)[number];

export type ParamField = 'valueIn' | 'valueOut';

export interface PayrollInput {
  pharmacyId: number;
  /** The month first shown; -1 (the previous month) unless a test asks otherwise. */
  offset?: PayrollOffset;
  /** The clock the month is taken from (tests fix it). */
  now?: () => Date;
  /** The payroll worker: the page never computes the figures itself. */
  worker: Pick<PayrollWorker, 'calculate'>;
  /** The app-wide snackbar actor: 'Расчёт сохранён' and the failures. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
}

export interface PayrollContext {
  pharmacyId: number;
  now: () => Date;
  worker: PayrollInput['worker'];
  snackbar: PayrollInput['snackbar'];
  offset: PayrollOffset;
  /** The shown month's first day, YYYY-MM-DD. */
  month: string;
  draft: PayrollDraft | null;
  /** The month as loaded, then as last saved: what a kept draft is put back over, and what «Очистить черновик» returns to. */
  loaded: PayrollDraft | null;
  /** The draft being saved, which becomes `loaded` once the save is answered. */
  sending: PayrollDraft | null;
  /**
   * The typed, unsaved figures the draft keeps (on this computer and the gateway): undefined until
   * the kept draft is read, then null (none) or what the draft holds now.
   */
  kept: KeptPayroll | null | undefined;
  /** The notice after a restore: which figures came back; empty once «Понятно». */
  keptNotice: string[];
  /**
   * The text of each cell being typed in ('12.' while the user types '12.5'), by cell key
   * (cellKey); the draft holds the number it stands for.
   */
  texts: Record<string, string>;
  /**
   * The figures that break their range or required-ness, as typed: each marks its
   * cell, and Save and export wait while any holds. Kept with every edit, not derived on reading.
   */
  violations: FigureViolation[];
  /** The worker's answer for the draft (null until the first one). */
  result: PayrollResult | null;
  /** Counts the draft's changes, so that a save answered after a later edit leaves the month unsaved. */
  revision: number;
  savingRevision: number;
  /** The month the user asked for while there were unsaved changes. */
  pendingOffset: PayrollOffset | null;
  /** The last failed load, save, export or calculation. */
  error: Failure | null;
  /**
   * The plan editor of the 'Доп. премия' tab has edits it has not saved: leaving the month asks
   * first, as for the payroll's own (the editor saves on its own, so Save does not take them).
   */
  planUnsaved: boolean;
}

export type PayrollEditEvent =
  | { type: 'cashier.edit'; index: number; field: CashierEditField; text: string }
  | { type: 'param.edit'; index: number; field: ParamField; text: string }
  | { type: 'param.add'; paramType: PharmacyParamType }
  | { type: 'param.remove'; index: number }
  | { type: 'stat.edit'; field: StatEditField; text: string };

/** The types of the edit events, for narrowing an event to one (assertEvent). */
export const payrollEditTypes = [
  'cashier.edit',
  'param.edit',
  'param.add',
  'param.remove',
  'stat.edit',
] as const satisfies readonly PayrollEditEvent['type'][];

export type PayrollEvent =
  | PayrollEditEvent
  | { type: 'retry' }
  | LineBack
  | { type: 'calculation.retry' }
  | { type: 'month.choose'; offset: PayrollOffset }
  | { type: 'leave.stay' }
  | { type: 'leave.confirm' }
  | { type: 'save' }
  | { type: 'export' }
  /** The plan editor reports whether it holds unsaved edits. */
  | { type: 'plan.unsavedChanged'; unsaved: boolean }
  /** Raised inside: the draft changed (regions follow), the save of the current draft succeeded. */
  | { type: 'draft.changed' }
  | { type: 'draft.saved' }
  /** Raised inside: the draft is the loaded month again («Очистить черновик», another tab's cleared draft). */
  | { type: 'draft.reset' }
  /** From the child 'draft': the kept draft when the screen opened, or another tab's newer one. */
  | OrderDraftNews
  /** «Очистить черновик», confirmed. */
  | { type: 'draft.discard' }
  /** The notice of a restore, «Понятно». */
  | { type: 'keptNotice.dismiss' };

/** The key of an edited cell in `texts`. */
export const cellKey = {
  cashier: (index: number, field: CashierEditField) => `cashier:${index}:${field}`,
  param: (index: number, field: ParamField) => `param:${index}:${field}`,
  stat: (field: StatEditField) => `stat:${field}`,
};
