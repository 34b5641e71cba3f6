import type { PharmacyParamType } from '../../api/contract/payroll';
import {
  cashierFigureRules,
  monthFigureViolations,
  paramFigureRule,
  readFigure,
  statFigureRules,
  type FigureRule,
  type FigureViolation,
} from '../../domain/payroll/figure-rules';
import { boxText } from '../../domain/shared/number-entry';
import { cellKey, type PayrollDraft, type PayrollEditEvent, type ParamField } from './payroll.types';

/**
 * The user's edits of a month's draft, with each figure's range and required-ness
 * (src/domain/payroll/figure-rules.ts). Every committed text is kept as typed
 * (a comma stays a comma, as the grids show decimals), so nothing is dropped or glued: '1.2.3' stays '1.2.3', never 1.23.
 * A text that reads as an allowed number puts it into the draft; any other leaves the draft's
 * number as it was and is a violation of its cell, which keeps Save and export disabled.
 */

/** The rule of a parameter cell: a KPI table's results are coefficients up to kpiMax, the rest by table. */
export const paramRule = (type: string, field: ParamField): FigureRule => paramFigureRule(type, field);

/** The text a cell shows: what the user committed, else the number grouped, with a comma (kopecks for roubles). */
export const cellText = (texts: Record<string, string>, key: string, value: number, rule?: FigureRule): string =>
  texts[key] ?? boxText(value, rule?.money ? 2 : undefined);

/** The key in `texts` of a figure's path in the month's body ('cashierParams.0.fixed' → 'cashier:0:fixed'). */
export function keyOfPath(path: string): string {
  const [list, index, field] = path.split('.');
  if (list === 'pharmacyStat') return `stat:${index}`;
  return `${list === 'cashierParams' ? 'cashier' : 'param'}:${index}:${field}`;
}

/** The figures of the draft that break their rules, as typed where the user typed. */
export const draftViolations = (draft: PayrollDraft, texts: Record<string, string>): FigureViolation[] =>
  monthFigureViolations(draft, (path) => texts[keyOfPath(path)]);

export interface EditOutcome {
  draft: PayrollDraft;
  texts: Record<string, string>;
}

/** The draft after the edit, or null when the edit changes nothing (no such row, or the same text). */
export function applyEdit(draft: PayrollDraft, texts: Record<string, string>, event: PayrollEditEvent): EditOutcome | null {
  switch (event.type) {
    case 'cashier.edit': {
      const cashier = draft.cashierParams[event.index];
      if (!cashier) return null;
      const key = cellKey.cashier(event.index, event.field);
      const edit = typed(texts, key, cashier[event.field], cashierFigureRules[event.field], event.text);
      if (!edit) return null;
      const cashierParams = draft.cashierParams.map((row, index) =>
        index === event.index ? { ...row, [event.field]: edit.value ?? row[event.field] } : row,
      );
      return { draft: { ...draft, cashierParams }, texts: { ...texts, [key]: edit.text } };
    }
    case 'param.edit': {
      const param = draft.pharmacyParams[event.index];
      if (!param) return null;
      const key = cellKey.param(event.index, event.field);
      const edit = typed(texts, key, param[event.field], paramRule(param.type, event.field), event.text);
      if (!edit) return null;
      const pharmacyParams = draft.pharmacyParams.map((row, index) =>
        index === event.index ? { ...row, [event.field]: edit.value ?? row[event.field] } : row,
      );
      return { draft: { ...draft, pharmacyParams }, texts: { ...texts, [key]: edit.text } };
    }
    case 'stat.edit': {
      const key = cellKey.stat(event.field);
      const edit = typed(texts, key, draft.pharmacyStat[event.field], statFigureRules[event.field], event.text);
      if (!edit) return null;
      const pharmacyStat = { ...draft.pharmacyStat, [event.field]: edit.value ?? draft.pharmacyStat[event.field] };
      return { draft: { ...draft, pharmacyStat }, texts: { ...texts, [key]: edit.text } };
    }
    case 'param.add':
      return { draft: { ...draft, pharmacyParams: [...draft.pharmacyParams, newRow(event.paramType)] }, texts };
    case 'param.remove': {
      if (!draft.pharmacyParams[event.index]) return null;
      // The rows after the removed one move up: their typed texts would land on other rows.
      return {
        draft: { ...draft, pharmacyParams: draft.pharmacyParams.filter((_, index) => index !== event.index) },
        texts: withoutParamTexts(texts),
      };
    }
  }
}

/**
 * The committed text and the number it stands for when its rule allows
 * it (null: the draft keeps its number); null when the text is what the cell already shows.
 */
function typed(
  texts: Record<string, string>,
  key: string,
  value: number,
  rule: FigureRule,
  typedText: string,
): { text: string; value: number | null } | null {
  const text = typedText;
  const shown = cellText(texts, key, value, rule);
  if (text === shown) return null;
  const reading = readFigure(rule, text);
  // The same number written another way ('16242' over '16 242,00'): nothing changes.
  const before = readFigure(rule, shown);
  if ('value' in reading && 'value' in before && reading.value === before.value) return null;
  return { text, value: 'value' in reading ? reading.value : null };
}

const newRow = (type: PharmacyParamType) => ({ type, valueIn: 0, valueOut: 0 });

const withoutParamTexts = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith('param:')));
