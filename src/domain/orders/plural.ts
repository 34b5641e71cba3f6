/**
 * Russian plural forms: 1 позиция, 2 позиции, 5 позиций; 11–14 always take the 'many' form
 * (11 позиций, 112 упаковок), 21 is 'one' again (21 позиция).
 */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

export const pluralForms = {
  position: { one: 'позиция', few: 'позиции', many: 'позиций' },
  /** After a verb: 'не примет 1 позицию', '3 позиции', '5 позиций'. */
  positionAccusative: { one: 'позицию', few: 'позиции', many: 'позиций' },
  pack: { one: 'упаковка', few: 'упаковки', many: 'упаковок' },
  /** 'больше в 21 раз', 'в 3 раза', 'в 5 раз'. */
  times: { one: 'раз', few: 'раза', many: 'раз' },
  /** Counted under «нет»: '1 товара нет', '3 товаров нет', '5 товаров нет'. */
  productMissing: { one: 'товара', few: 'товаров', many: 'товаров' },
} as const satisfies Record<string, PluralForms>;

/** The form that goes with a whole number; a fraction takes 'few' (1,5 упаковки). */
export function pluralForm(count: number, forms: PluralForms): string {
  if (!Number.isInteger(count)) return forms.few;
  const n = Math.abs(count);
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms.many;
  if (last === 1) return forms.one;
  if (last >= 2 && last <= 4) return forms.few;
  return forms.many;
}
