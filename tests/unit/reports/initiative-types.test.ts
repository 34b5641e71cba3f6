import { describe, expect, it } from 'vitest';
import {
  cubeKindOf,
  downloadKindOf,
  initiativeTypeName,
  initiativeTypes,
  isHiddenInitiativeType,
  isPulsInitiative,
  orderTabOf,
  reportDetailTypes,
  reportDownloadKinds,
  reportLayoutKinds,
  reportLayoutOf,
  rowActionOf,
  superTypeName,
  superTypeOf,
} from '../../../src/domain/shared/initiative-types';

describe('super-types', () => {
  // Every type of spec section 3, with the group it is shown under.
  const expected: Record<string, string> = {
    MANDATORY_MATRIX: 'MANDATORY_MATRIX_SUPER',
    PRIVATE_LABEL: 'PRIVATE_LABEL_SUPER',
    PRODUCT_OF_THE_DAY: 'PRODUCT_OF_THE_DAY_SUPER',
    PHARMACIST_MOTIVATION: 'PHARMACIST_MOTIVATION_SUPER',
    RECOMMENDED_GOODS: 'RECOMMENDED_GOODS_SUPER',
    PREVENT_STOCKOUT: 'PREVENT_STOCKOUT_SUPER',
    PROCUREMENT_PLAN: 'PROCUREMENT_SUPER',
    PROCUREMENT_PLAN_MONETARY: 'PROCUREMENT_SUPER',
    SALES_PLAN: 'SALES_PLAN_SUPER',
    SALES_PLAN_MONETARY: 'SALES_PLAN_MONETARY_SUPER',
    PRIORITY_SALE: 'PRIORITY_SALE_SUPER',
    PHARMACY_MOTIVATION: 'PHARMACY_MOTIVATION_SUPER',
    DISCOUNT_COMPENSATION: 'DISCOUNT_COMPENSATION_SUPER',
    PROCUREMENT: 'PROCUREMENT_SUPER',
    PROCUREMENT_USTM: 'PROCUREMENT_SUPER',
    PROCUREMENT_USTM_MONTH: 'PROCUREMENT_SUPER',
    PROCUREMENT_MONTH: 'PROCUREMENT_SUPER',
    PROCUREMENT_GROUPING: 'PROCUREMENT_SUPER',
    PROCUREMENT_GROUPING_MONTH: 'PROCUREMENT_SUPER',
    PROCUREMENT_GROUPING_SP: 'PROCUREMENT_SUPER',
    PROCUREMENT_GROUPING_SP_MONTH: 'PROCUREMENT_SUPER',
    ESTABLISHED_ORDER: 'ESTABLISHED_ORDER_SUPER',
    IMPULSE_ACTION: 'IMPULSE_ACTION_SUPER',
    IMPULSE_ACTION_SINGLETON: 'IMPULSE_ACTION_SINGLETON_SUPER',
    EVENT_COMPENSATION: 'EVENT_COMPENSATION_SUPER',
    MATRIX_PLUS: 'MATRIX_PLUS_SUPER',
    SHOWCASE: 'SHOWCASE_SUPER',
    PULSAR_BONUS: 'PULSAR_BONUS_SUPER',
  };

  it('covers every type of the spec', () => {
    expect([...initiativeTypes].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s is shown under %s', (type, superType) => {
    expect(superTypeOf(type)).toBe(superType);
  });

  it('shows USTM_SALE of the real-time source as a private label', () => {
    expect(superTypeOf('USTM_SALE')).toBe('PRIVATE_LABEL_SUPER');
    expect(initiativeTypeName('USTM_SALE')).toBe('Собственная торговая марка');
  });

  it('names every type and every group in Russian', () => {
    for (const type of initiativeTypes) {
      expect(initiativeTypeName(type)).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ ]+$/);
      expect(superTypeName(superTypeOf(type))).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ ]+$/);
    }
    expect(initiativeTypeName('MANDATORY_MATRIX')).toBe('Обязательная матрица');
    expect(initiativeTypeName('PRODUCT_OF_THE_DAY')).toBe('Товар дня');
    expect(initiativeTypeName('RECOMMENDED_GOODS')).toBe('Рекомендованные товары');
    expect(initiativeTypeName('PROCUREMENT')).toBe('Закупка');
    expect(superTypeName('PROCUREMENT_SUPER')).toBe('Закупки');
    expect(superTypeName('MATRIX_PLUS_SUPER')).toBe('Матрица плюс');
  });

  it('keeps an unknown type visible under its own code', () => {
    expect(superTypeOf('NEW_KIND')).toBe('NEW_KIND_SUPER');
    expect(initiativeTypeName('NEW_KIND')).toBe('NEW_KIND');
    expect(superTypeName('NEW_KIND_SUPER')).toBe('NEW_KIND');
    expect(rowActionOf('NEW_KIND')).toBe('none');
  });

  it('hides PULSAR_BONUS only', () => {
    expect(initiativeTypes.filter(isHiddenInitiativeType)).toEqual(['PULSAR_BONUS']);
  });
});

describe('order tabs', () => {
  it('sends the mandatory matrix to the profit forecast, recommended goods to the RG order, the rest to the purchase order', () => {
    expect(orderTabOf('MANDATORY_MATRIX')).toBe('profitForecast');
    expect(orderTabOf('RECOMMENDED_GOODS')).toBe('purchaseOrderRG');
    const others = initiativeTypes.filter((type) => type !== 'MANDATORY_MATRIX' && type !== 'RECOMMENDED_GOODS');
    expect(new Set(others.map(orderTabOf))).toEqual(new Set(['purchaseOrder']));
  });
});

describe('row actions', () => {
  it('downloads the six spreadsheet reports', () => {
    expect(downloadKindOf('MANDATORY_MATRIX')).toBe('extended-mandatory-matrix');
    expect(downloadKindOf('PRODUCT_OF_THE_DAY')).toBe('product-of-the-day');
    expect(downloadKindOf('RECOMMENDED_GOODS')).toBe('recommended-good');
    expect(downloadKindOf('PHARMACY_MOTIVATION')).toBe('pharmacy-motivation');
    expect(downloadKindOf('DISCOUNT_COMPENSATION')).toBe('discount-compensation');
    for (const type of ['PROCUREMENT', 'PROCUREMENT_MONTH', 'PROCUREMENT_USTM', 'PROCUREMENT_USTM_MONTH', 'PROCUREMENT_GROUPING', 'PROCUREMENT_GROUPING_MONTH', 'PROCUREMENT_GROUPING_SP', 'PROCUREMENT_GROUPING_SP_MONTH']) {
      expect(downloadKindOf(type)).toBe('procurement');
      expect(rowActionOf(type)).toBe('download');
    }
    const kinds = new Set(initiativeTypes.map(downloadKindOf).filter(Boolean));
    expect(kinds).toEqual(new Set(reportDownloadKinds));
  });

  it("gives the spec's six types a report detail on the five tables, three named after their types", () => {
    const specSix = ['SALES_PLAN', 'PROCUREMENT_PLAN', 'PRIORITY_SALE', 'MANDATORY_MATRIX', 'PHARMACY_MOTIVATION', 'DISCOUNT_COMPENSATION'];
    expect(new Set(specSix.map(reportLayoutOf))).toEqual(new Set(reportLayoutKinds));
    expect(specSix.filter((type) => reportLayoutOf(type) === 'salesPlan')).toEqual(['SALES_PLAN', 'PROCUREMENT_PLAN']);
    expect(reportLayoutOf('MANDATORY_MATRIX')).toBe('matrixLevel');
    expect(reportLayoutOf('PHARMACY_MOTIVATION')).toBe('motivation');
    expect(reportLayoutOf('DISCOUNT_COMPENSATION')).toBe('discountCompensation');
    // Three of ours keep the table of their kind.
    expect([...reportDetailTypes].sort()).toEqual([...specSix, 'PREVENT_STOCKOUT', 'PHARMACIST_MOTIVATION', 'EVENT_COMPENSATION'].sort());
    // A row has one action: the download types download, the others open the detail.
    for (const type of reportDetailTypes) expect(rowActionOf(type)).toBe(downloadKindOf(type) ? 'download' : 'view');
  });

  it('views the types that only have a cube, and has no action for the rest', () => {
    expect(rowActionOf('ESTABLISHED_ORDER')).toBe('view');
    expect(cubeKindOf('ESTABLISHED_ORDER')).toBe('establishedOrder');
    expect(rowActionOf('IMPULSE_ACTION_SINGLETON')).toBe('view');
    expect(rowActionOf('SHOWCASE')).toBe('none');
    expect(rowActionOf('MATRIX_PLUS')).toBe('none');
    expect(rowActionOf('PULSAR_BONUS')).toBe('none');
  });

  it('gives every type exactly one action', () => {
    for (const type of initiativeTypes) expect(['view', 'download', 'none']).toContain(rowActionOf(type));
  });
});

describe('the Пульс family', () => {
  it.each([
    ['Пульс: закупка весна', true],
    ['Акция ПУЛЬС', true],
    ['Бонус пульсар', true],
    ['Импульсная акция Пульс', false],
    ['ИМПУЛЬСНАЯ распродажа', false],
    ['Товар дня', false],
  ])('%s → %s', (name, expected) => {
    expect(isPulsInitiative(name)).toBe(expected);
  });
});
