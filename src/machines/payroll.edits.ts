import type { PharmacyParamType } from '../api/contract/payroll';
import { acceptCoefficientText, acceptDecimalText, acceptIntegerText, numberOfText } from '../domain/payroll/inputs';
import { cellKey, type PayrollDraft, type PayrollEditEvent, type ParamField } from './payroll.types';

/**
 * The user's edits of a month's draft, with §5's input rules (src/domain/payroll/inputs.ts):
 * typing that breaks a rule changes nothing. Each accepted edit keeps the typed text (so '12.'
 * stays while typing) and puts the number it stands for into the draft.
 */
type Accept = (previous: string, typed: string) => string;

const coefficientTables = new Set<string>(['KPI_1', 'KPI_2', 'KPI_3', 'KPI_4', 'KPI_5']);

/**
 * The rule of a parameter cell. A KPI table's results are coefficients (§5: 0 or 1 point
 * something, at most kpiMax); every threshold, money result, the turnover correction (which §5
 * does not bound) and a weight (percent) are decimals.
 */
export const paramRule = (type: string, field: ParamField): Accept =>
  field === 'valueOut' && coefficientTables.has(type) ? acceptCoefficientText : acceptDecimalText;

const integerFields = new Set<string>(['workMinutes', 'cashierCount', 'invoiceCount']);
const ruleOf = (field: string): Accept => (integerFields.has(field) ? acceptIntegerText : acceptDecimalText);

/** The text a cell shows: what the user is typing, else the number as plain digits with a dot. */
export const cellText = (texts: Record<string, string>, key: string, value: number): string => texts[key] ?? String(value);

export interface EditOutcome {
  draft: PayrollDraft;
  texts: Record<string, string>;
}

/** The draft after the edit, or null when the edit is ignored (a rule broken, or no change at all). */
export function applyEdit(draft: PayrollDraft, texts: Record<string, string>, event: PayrollEditEvent): EditOutcome | null {
  switch (event.type) {
    case 'cashier.edit': {
      const cashier = draft.cashierParams[event.index];
      if (!cashier) return null;
      const key = cellKey.cashier(event.index, event.field);
      const text = typed(texts, key, cashier[event.field], ruleOf(event.field), event.text);
      if (text === null) return null;
      const cashierParams = draft.cashierParams.map((row, index) => (index === event.index ? { ...row, [event.field]: numberOfText(text) } : row));
      return { draft: { ...draft, cashierParams }, texts: { ...texts, [key]: text } };
    }
    case 'param.edit': {
      const param = draft.pharmacyParams[event.index];
      if (!param) return null;
      const key = cellKey.param(event.index, event.field);
      const text = typed(texts, key, param[event.field], paramRule(param.type, event.field), event.text);
      if (text === null) return null;
      const pharmacyParams = draft.pharmacyParams.map((row, index) => (index === event.index ? { ...row, [event.field]: numberOfText(text) } : row));
      return { draft: { ...draft, pharmacyParams }, texts: { ...texts, [key]: text } };
    }
    case 'stat.edit': {
      const key = cellKey.stat(event.field);
      const text = typed(texts, key, draft.pharmacyStat[event.field], ruleOf(event.field), event.text);
      if (text === null) return null;
      return { draft: { ...draft, pharmacyStat: { ...draft.pharmacyStat, [event.field]: numberOfText(text) } }, texts: { ...texts, [key]: text } };
    }
    case 'param.add':
      return { draft: { ...draft, pharmacyParams: [...draft.pharmacyParams, newRow(event.paramType)] }, texts };
    case 'param.remove': {
      if (!draft.pharmacyParams[event.index]) return null;
      // The rows after the removed one move up: their typed texts would land on other rows.
      return { draft: { ...draft, pharmacyParams: draft.pharmacyParams.filter((_, index) => index !== event.index) }, texts: withoutParamTexts(texts) };
    }
  }
}

/** The accepted text of a typed cell, or null when the rule refuses it or nothing changed. */
function typed(texts: Record<string, string>, key: string, value: number, accept: Accept, text: string): string | null {
  const previous = cellText(texts, key, value);
  const next = accept(previous, text);
  return next === previous ? null : next;
}

const newRow = (type: PharmacyParamType) => ({ type, valueIn: 0, valueOut: 0 });

const withoutParamTexts = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith('param:')));
