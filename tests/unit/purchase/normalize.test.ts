import { describe, expect, it } from 'vitest';
import { fromPurchasePosition, fromRecommendedProduct, fromRgPosition } from '../../../src/domain/orders/purchase/normalize';

// What a purchaser sees in a row comes from these mappings: a field taken from the wrong source
// field (or a proposal not rounded to packs) would show the wrong figure.
const purchase = {
  initiativeId: 7,
  initiativeName: 'Весна',
  promoter: 'Фармстандарт',
  promotionalProductId: 101,
  promotionalProductName: 'Нурофен',
  barcodes: ['4600000000011'],
  nominalPrice: 150.5,
  planAmount: 20,
  purchasedAmount: 4,
  balance: 3,
  orderAmount: 2.6,
  otherInitiativeIds: [8],
  otherInitiativeNames: ['Лето'],
  possibleSupplierGroups: ['Протек'],
};

describe('a purchase position as the order screens keep it', () => {
  it('keeps every figure and rounds the proposal to whole packs', () => {
    expect(fromPurchasePosition(purchase)).toEqual({
      initiativeId: 7,
      initiativeName: 'Весна',
      promoter: 'Фармстандарт',
      productId: 101,
      productName: 'Нурофен',
      barcodes: ['4600000000011'],
      price: 150.5,
      planAmount: 20,
      purchasedAmount: 4,
      balance: 3,
      proposedAmount: 3,
      otherInitiativeIds: [8],
      otherInitiativeNames: ['Лето'],
      supplierGroups: ['Протек'],
    });
  });

  it('proposes nothing for a missing, negative, zero or non-finite proposal', () => {
    for (const orderAmount of [null, -2, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fromPurchasePosition({ ...purchase, orderAmount }).proposedAmount).toBe(0);
    }
    expect(fromPurchasePosition({ ...purchase, orderAmount: 0.5 }).proposedAmount).toBe(1);
    expect(fromPurchasePosition({ ...purchase, orderAmount: 0.4 }).proposedAmount).toBe(0);
  });
});

describe('an RG position', () => {
  it('has no initiative of its own and other initiatives by name only', () => {
    expect(
      fromRgPosition({
        promoter: 'Байер',
        promotionalProductId: 202,
        promotionalProductName: 'Аспирин',
        barcodes: [],
        nominalPrice: 99.9,
        purchasedAmount: null,
        balance: null,
        orderAmount: 5,
        otherInitiativeNames: ['Осень'],
        possibleSupplierGroups: ['Катрен', 'Пульс'],
      }),
    ).toEqual({
      initiativeId: null,
      initiativeName: '',
      promoter: 'Байер',
      productId: 202,
      productName: 'Аспирин',
      barcodes: [],
      price: 99.9,
      planAmount: null,
      purchasedAmount: null,
      balance: null,
      proposedAmount: 5,
      otherInitiativeIds: [],
      otherInitiativeNames: ['Осень'],
      supplierGroups: ['Катрен', 'Пульс'],
    });
  });
});

describe('a recommended-order product', () => {
  it('carries the figures behind its explanation', () => {
    expect(
      fromRecommendedProduct({
        productId: 303,
        productName: 'Ибупрофен',
        promoterName: 'Озон',
        barcodes: ['4600000000028'],
        nominalPrice: 45,
        balance: 1,
        possibleSupplierGroups: [],
        pulsCode: 'P-17',
        regionSaleQty: 120,
        pulsBalance: 40,
        purchased: 6,
        saleQty: 9,
        order: 3.2,
        explanationDisplay: 'Продажи выше остатка',
      }),
    ).toEqual({
      initiativeId: null,
      initiativeName: '',
      promoter: 'Озон',
      productId: 303,
      productName: 'Ибупрофен',
      barcodes: ['4600000000028'],
      price: 45,
      planAmount: null,
      purchasedAmount: 6,
      balance: 1,
      proposedAmount: 3,
      otherInitiativeIds: [],
      otherInitiativeNames: [],
      supplierGroups: [],
      pulsCode: 'P-17',
      regionSaleQty: 120,
      saleQty: 9,
      pulsBalance: 40,
      explanation: 'Продажи выше остатка',
    });
  });

  it('reads the purchased packs from incomeAmount, else purchased: the spec names them "incomeAmount/purchased"', () => {
    const base = {
      productId: 41014,
      productName: 'Вольтарен Эмульгель',
      promoterName: 'Хелеон',
      barcodes: [],
      nominalPrice: 520,
      balance: 0,
      possibleSupplierGroups: [],
      pulsCode: null,
      regionSaleQty: null,
      pulsBalance: null,
      saleQty: null,
      order: null,
      explanationDisplay: null,
    };
    expect(fromRecommendedProduct({ ...base, incomeAmount: 12, purchased: null }).purchasedAmount).toBe(12);
    expect(fromRecommendedProduct({ ...base, incomeAmount: 12, purchased: 5 }).purchasedAmount).toBe(12);
    expect(fromRecommendedProduct({ ...base, incomeAmount: 0, purchased: 5 }).purchasedAmount).toBe(0);
    expect(fromRecommendedProduct({ ...base, incomeAmount: null, purchased: 5 }).purchasedAmount).toBe(5);
    expect(fromRecommendedProduct({ ...base, purchased: 5 }).purchasedAmount).toBe(5);
    expect(fromRecommendedProduct({ ...base, purchased: null }).purchasedAmount).toBeNull();
  });

  it('starts at 0 packs when the Пульс warehouse does not stock it; a pharmacy without a warehouse keeps the proposal', () => {
    const base = {
      productId: 41014,
      productName: 'Вольтарен Эмульгель',
      promoterName: 'Хелеон',
      barcodes: [],
      nominalPrice: 520,
      balance: 0,
      possibleSupplierGroups: ['Пульс'],
      pulsCode: 'P-41014',
      regionSaleQty: 300,
      purchased: 0,
      saleQty: 4,
      order: 27,
    };
    expect(fromRecommendedProduct({ ...base, pulsBalance: 0, explanationDisplay: 'NO_BALANCE' }).proposedAmount).toBe(0);
    expect(fromRecommendedProduct({ ...base, pulsBalance: 0, explanationDisplay: 'AVG_MONTH_SALES' }).proposedAmount).toBe(0);
    expect(fromRecommendedProduct({ ...base, pulsBalance: 15, explanationDisplay: 'NO_BALANCE' }).proposedAmount).toBe(0);
    expect(fromRecommendedProduct({ ...base, pulsBalance: 15, explanationDisplay: 'AVG_MONTH_SALES' }).proposedAmount).toBe(27);
    expect(fromRecommendedProduct({ ...base, pulsBalance: null, explanationDisplay: 'AVG_MONTH_SALES' }).proposedAmount).toBe(27);
  });
});
