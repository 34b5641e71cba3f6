import { formatMoney, formatNumber } from '../shared/format';

/**
 * What changed under a kept draft since its quantities were typed: a line the
 * list no longer has, a new price, a new stock. The screen lists them instead of silently applying
 * old quantities; the quantity typed is still applied where the line is (it is the user's work),
 * so the list is what to look at again before sending.
 */
export type DraftChange =
  { kind: 'gone'; name: string; text: string } | { kind: 'price' | 'balance'; name: string; before: number | null; after: number | null };

/** A typed line as a draft keeps it (the contract's DraftEdit: the domain may not import the api). */
export interface KeptEdit {
  key: string;
  text: string;
  name: string;
  price: number | null;
  balance: number | null;
}

/** What a line is now, to compare with what it was when typed. */
export interface LineNow {
  price: number | null;
  balance: number | null;
}

const money = (value: number | null) => (value === null ? '—' : `${formatMoney(value)} ₽`);
const packs = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** The notice's line of one change, in the pharmacy's words. */
export function draftChangeText(change: DraftChange): string {
  switch (change.kind) {
    case 'gone':
      return `Позиции больше нет: ${change.name} (было введено ${change.text})`;
    case 'price':
      return `Цена изменилась: ${change.name} — ${money(change.before)} → ${money(change.after)}`;
    case 'balance':
      return `Остаток изменился: ${change.name} — ${packs(change.before)} → ${packs(change.after)}`;
  }
}

const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.005);

/**
 * The lines loaded now, by the key a draft keeps them under (one product may stand on several
 * lines); a line whose key is null cannot match a kept line and is left out.
 */
export function linesByKey(count: number, keyAt: (index: number) => string | null): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  for (let index = 0; index < count; index++) {
    const key = keyAt(index);
    if (key === null) continue;
    const lines = byKey.get(key);
    if (lines) lines.push(index);
    else byKey.set(key, [index]);
  }
  return byKey;
}

/**
 * Matches a draft's typed lines to the lines loaded now by key: each found one is applied (its
 * index and text), each missing one and each changed price or stock is a change.
 */
export function matchDraftEdits(
  edits: readonly KeptEdit[],
  indexOf: (key: string) => readonly number[] | undefined,
  lineAt: (index: number) => LineNow,
) {
  const applied: Array<[index: number, text: string]> = [];
  const changes: DraftChange[] = [];
  for (const edit of edits) {
    const indices = indexOf(edit.key);
    if (!indices?.length) {
      changes.push({ kind: 'gone', name: edit.name, text: edit.text });
      continue;
    }
    for (const index of indices) applied.push([index, edit.text]);
    const now = lineAt(indices[0]);
    if (!same(edit.price, now.price)) changes.push({ kind: 'price', name: edit.name, before: edit.price, after: now.price });
    if (!same(edit.balance, now.balance)) changes.push({ kind: 'balance', name: edit.name, before: edit.balance, after: now.balance });
  }
  return { applied, changes };
}
