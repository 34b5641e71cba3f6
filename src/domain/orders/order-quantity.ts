import { formatNumber } from '../shared/format';
import { withoutGrouping } from '../shared/number-entry';
import { pluralForm, pluralForms } from './plural';

/**
 * The order quantity of every order screen (overrides spec §5's "forecast: any
 * text" and "up to 12 digits", docs/decisions/order-quantities.md): a whole number of packs, 0 to
 * maxPacksPerLine. What the user typed is read as the number it spells or refused with a reason;
 * it is never dropped, rounded or glued together ('1,5' is not 15, '-5' is not 5, '1a2b' is not
 * 12). The screens, the workers and the gateway (through the order contract) read it here.
 */

/** The most packs one line of an order may hold (docs/decisions/order-quantities.md: ten times a large pharmacy's monthly turnover of one product). */
export const maxPacksPerLine = 10_000;

export const wholePacksMessage = 'Только целое число упаковок';
export const maxPacksMessage = `Не больше ${formatNumber(maxPacksPerLine)} упаковок в строке`;

export type PacksReading = { readonly packs: number } | { readonly refused: string };

/**
 * Text → packs. Spaces around the digits mean nothing, nor do single spaces between them
 * (thousands, as the box shows them: '1 500'), and an emptied box orders 0; anything else but
 * ASCII digits (a comma, a dot, a sign, a letter, other scripts' digits) is refused, and so is a
 * number above maxPacksPerLine.
 */
export function readPacks(text: string): PacksReading {
  const trimmed = withoutGrouping(text);
  if (trimmed === '') return { packs: 0 };
  if (!/^[0-9]+$/u.test(trimmed)) return { refused: wholePacksMessage };
  const digits = trimmed.replace(/^0+(?=[0-9])/u, '');
  // Compared by length first: a thousand-digit paste must not become Infinity on the way.
  if (digits.length > String(maxPacksPerLine).length || Number(digits) > maxPacksPerLine) return { refused: maxPacksMessage };
  return { packs: Number(digits) };
}

/** Whether `text` may stand in a quantity cell. */
export const isPacksText = (text: string): boolean => 'packs' in readPacks(text);

/**
 * Why an amount sent in an order line (a JSON number) is refused, or null: a whole number from 1
 * to maxPacksPerLine, with the screen's words.
 */
export function orderAmountProblem(amount: number): string | null {
  if (!Number.isInteger(amount) || amount < 0) return wholePacksMessage;
  if (amount === 0) return 'количество должно быть больше нуля';
  return amount > maxPacksPerLine ? maxPacksMessage : null;
}

/**
 * A line "far above its recommendation" (docs/decisions/order-quantities.md): more than farAboveFactor times the
 * quantity the screen proposed and more than farAboveFloor packs, so a few packs typed over a
 * proposal of 0 or 1 are not called out.
 */
export const farAboveFactor = 3;
export const farAboveFloor = 20;

export type QuantityFlag = 'aboveBound' | 'farAbove';

/** What the grid marks and the confirmation names for `packs` ordered where `recommended` were proposed. */
export function quantityFlag(packs: number, recommended: number): QuantityFlag | null {
  if (packs > maxPacksPerLine) return 'aboveBound';
  if (packs > farAboveFloor && packs > farAboveFactor * Math.max(0, recommended)) return 'farAbove';
  return null;
}

/** The mark's short text in the grid cell. */
export const quantityFlagMark: Readonly<Record<QuantityFlag, string>> = {
  aboveBound: `> ${formatNumber(maxPacksPerLine)}`,
  farAbove: 'много',
};

/** 'в 125 раз', 'в 3 раза': how many times the proposal a quantity is (whole times, rounded down). */
export function timesText(packs: number, recommended: number): string {
  const times = Math.floor(packs / recommended);
  return `в ${formatNumber(times)} ${pluralForm(times, pluralForms.times)}`;
}

/** The sentence behind the mark: 'Больше предложенного в 5 раз: предложено 4 уп.'. */
export function quantityFlagText(flag: QuantityFlag, packs: number, recommended: number): string {
  if (flag === 'aboveBound') return `${maxPacksMessage}: заказано ${formatNumber(packs)}`;
  if (recommended <= 0) return `Заказано ${formatNumber(packs)} уп., предложено 0`;
  return `Больше предложенного ${timesText(packs, recommended)}: предложено ${formatNumber(recommended)} уп.`;
}

/** A line of an order the confirmation names before it is sent. */
export interface UnusualLine {
  promotionalProductId: number;
  name: string;
  packs: number;
  recommended: number;
  flag: QuantityFlag;
}

export interface ProposedLine {
  promotionalProductId: number;
  name: string;
  packs: number;
  recommended: number;
}

/**
 * The lines of an order above the bound or far above their recommendation, one per product as
 * the order sends it (a product in several rows: their packs and proposals added up).
 */
export function unusualLines(lines: Iterable<ProposedLine>): UnusualLine[] {
  const byProduct = new Map<number, ProposedLine>();
  for (const line of lines) {
    const known = byProduct.get(line.promotionalProductId);
    if (known)
      byProduct.set(line.promotionalProductId, {
        ...known,
        packs: known.packs + line.packs,
        recommended: known.recommended + line.recommended,
      });
    else byProduct.set(line.promotionalProductId, line);
  }
  const unusual: UnusualLine[] = [];
  for (const line of byProduct.values()) {
    const flag = line.packs > 0 ? quantityFlag(line.packs, line.recommended) : null;
    if (flag) unusual.push({ ...line, flag });
  }
  return unusual;
}

/** Whether the order may leave: no line above the bound. */
export const blocksSending = (unusual: readonly UnusualLine[] | undefined): boolean =>
  (unusual ?? []).some((line) => line.flag === 'aboveBound');
