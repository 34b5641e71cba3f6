import * as v from 'valibot';
import type { DraftEdit, OrderDraft } from '../../api/contract/order-drafts';
import { MonthStart, PharmacyParams, type PharmacyParam } from '../../api/contract/payroll';
import { cashierFigureRules, figureMessage, paramFigureRule, statFigureRules, type FigureRule } from '../../domain/payroll/figure-rules';
import { readDraft } from '../orders/order-draft.parent';
import { applyEdit, cellText } from './payroll.edits';
import { cashierEditFields, statEditFields, type PayrollDraft, type PayrollEditEvent } from './payroll.types';

/**
 * The payroll's typed, unsaved figures as a kept draft (the drafts extension's screen 'payroll',
 * written on this computer first and then on the gateway by order-draft.machine.ts): the month
 * they belong to and each typed text as typed, so a refused half-typed text comes back refused
 * and is never committed. Sparse: only what was typed, so a figure saved since in another browser
 * and not typed here shows as saved. The parameter tables come whole only when rows were added
 * or removed (their rows' places no longer match the saved month's).
 *
 * A typed line: `key` is the cell's key (cellKey), `text` the text, `name` the cashier's name (a
 * cashier is found by it, since the list may change), `price` the saved figure when typed, so a
 * restore can say the saved month changed under it.
 */

/** The payroll's own part of the draft. */
const KeptState = v.object({ month: MonthStart, params: v.optional(PharmacyParams) });

export interface KeptPayroll {
  month: string;
  /** The parameter tables as left, when rows were added or removed. */
  params?: PharmacyParam[];
  edits: DraftEdit[];
}

/** A kept draft read with the payroll's schema; null: none, or one it cannot read. */
export function readKept(draft: OrderDraft | null): KeptPayroll | null {
  const read = readDraft(KeptState, draft);
  return read && { ...read.state, edits: read.edits };
}

/** A typed text longer than a draft's line takes is no number anyway: it is not kept, the box keeps it while the page is open. */
const TEXT_MAX = 40;

const sameRows = (a: readonly PharmacyParam[], b: readonly PharmacyParam[]) =>
  a.length === b.length && a.every((row, index) => row.type === b[index].type);

/** What the draft holds for the month shown: its typed texts, and its parameter tables when their rows changed. */
export function keptOf(month: string, loaded: PayrollDraft, draft: PayrollDraft, texts: Record<string, string>): KeptPayroll {
  const edits: DraftEdit[] = [];
  for (const [key, text] of Object.entries(texts)) {
    if (text.length > TEXT_MAX) continue;
    const [kind, first, second] = key.split(':');
    if (kind === 'cashier') {
      const cashier = draft.cashierParams[Number(first)];
      const field = second as (typeof cashierEditFields)[number];
      const saved = loaded.cashierParams.find((row) => row.cashierFullName === cashier?.cashierFullName)?.[field];
      if (cashier) edits.push({ key, text, name: cashier.cashierFullName, price: saved ?? null, balance: null });
    } else if (kind === 'stat') {
      edits.push({ key, text, name: '', price: loaded.pharmacyStat[first as (typeof statEditFields)[number]] ?? null, balance: null });
    } else {
      const saved = sameRows(loaded.pharmacyParams, draft.pharmacyParams) ? loaded.pharmacyParams[Number(first)] : undefined;
      edits.push({ key, text, name: '', price: saved?.[second as 'valueIn' | 'valueOut'] ?? null, balance: null });
    }
  }
  return { month, ...(sameRows(loaded.pharmacyParams, draft.pharmacyParams) ? {} : { params: draft.pharmacyParams }), edits };
}

/** The draft's content as the drafts extension takes it. */
export const draftContentOf = ({ month, params, edits }: KeptPayroll) => ({ state: params ? { month, params } : { month }, edits });

/** The loaded month with the kept figures put back over it, and one line per figure for the notice. */
export interface Restored {
  draft: PayrollDraft;
  texts: Record<string, string>;
  lines: string[];
}

/** The edit a kept line stands for in the month as loaded now; null when its cashier or cell is gone. */
function editOf(draft: PayrollDraft, edit: DraftEdit): PayrollEditEvent | null {
  const [kind, first, second] = edit.key.split(':');
  if (kind === 'cashier' && (cashierEditFields as readonly string[]).includes(second)) {
    const index = draft.cashierParams.findIndex((row) => row.cashierFullName === edit.name);
    return index < 0 ? null : { type: 'cashier.edit', index, field: second as (typeof cashierEditFields)[number], text: edit.text };
  }
  if (kind === 'stat' && (statEditFields as readonly string[]).includes(first))
    return { type: 'stat.edit', field: first as (typeof statEditFields)[number], text: edit.text };
  const index = Number(first);
  if (kind === 'param' && draft.pharmacyParams[index] && (second === 'valueIn' || second === 'valueOut'))
    return { type: 'param.edit', index, field: second, text: edit.text };
  return null;
}

/** The figure's rule, what it is now in the month and whose it is (a cashier, a table's row). */
function figureOf(draft: PayrollDraft, event: PayrollEditEvent): { rule: FigureRule; value: number; whose?: string } | null {
  if (event.type === 'cashier.edit') {
    const cashier = draft.cashierParams[event.index];
    return { rule: cashierFigureRules[event.field], value: cashier[event.field], whose: cashier.cashierFullName };
  }
  if (event.type === 'stat.edit') return { rule: statFigureRules[event.field], value: draft.pharmacyStat[event.field] };
  if (event.type !== 'param.edit') return null;
  const row = draft.pharmacyParams[event.index];
  const position = draft.pharmacyParams.slice(0, event.index + 1).filter((other) => other.type === row.type).length;
  const whose = row.type.endsWith('_WEIGHT') ? undefined : `строка ${position}`;
  return { rule: paramFigureRule(row.type, event.field), value: row[event.field], whose };
}

/**
 * The kept figures over the month as loaded: the kept typed value wins, as typed (a refused text
 * stays refused), and the notice names each one; where the saved figure changed since it was
 * typed (saved in another window meanwhile), the line says what is saved now.
 */
export function restoreKept(loaded: PayrollDraft, kept: KeptPayroll): Restored {
  let draft: PayrollDraft = kept.params ? { ...loaded, pharmacyParams: kept.params } : loaded;
  let texts: Record<string, string> = {};
  const lines: string[] = [];
  if (kept.params) lines.push(keptTexts.paramRows);
  for (const edit of kept.edits) {
    const event = editOf(draft, edit);
    if (!event) {
      // A cashier no longer in the month is named; a cell the month has not (a field of another version) passes quietly.
      const gone = edit.name !== '' && !draft.cashierParams.some((row) => row.cashierFullName === edit.name);
      if (gone) lines.push(keptTexts.cashierGone(edit.name, edit.text));
      continue;
    }
    const figure = figureOf(draft, event);
    const outcome = applyEdit(draft, texts, event);
    if (!outcome || !figure) continue;
    ({ draft, texts } = outcome);
    const changed = !kept.params && edit.price !== null && edit.price !== figure.value;
    const saved = cellText({}, '', figure.value, figure.rule);
    lines.push(figureMessage(figure.rule, changed ? keptTexts.savedSince(edit.text, saved) : edit.text, figure.whose));
  }
  return { draft, texts, lines };
}

export const keptTexts = {
  restored: 'Восстановлены введённые, но не сохранённые значения расчёта:',
  paramRows: 'Строки таблиц параметров — как были добавлены или удалены',
  savedSince: (text: string, saved: string) => `${text} (сохранено с тех пор: ${saved})`,
  cashierGone: (name: string, text: string) => `Кассира больше нет в расчёте: ${name} (было введено ${text})`,
  clearExplained:
    'Введённые и не сохранённые значения расчёта будут удалены во всех окнах и браузерах; останется сохранённый расчёт. Отменить это нельзя.',
  clearExplainedHere:
    'Введённые и не сохранённые значения расчёта будут удалены на этом компьютере; останется сохранённый расчёт. Отменить это нельзя.',
} as const;
