import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { orderAmountProblem } from '../../../src/domain/orders/order-quantity';
import {
  OrderLine,
  orderCalls,
  OrderTypeParams,
  PulsPurchaseResult,
  PulsRejectedParams,
  SystemOrderResult,
  validateOrderProducts,
  type PulsRejectedPosition,
} from '../../../src/api/contract/orders';
import type { OrderLine as DomainOrderLine } from '../../../src/domain/orders/positions';
import type { RejectedPosition } from '../../../server/services/orders/rejected';

const message = (input: unknown) => {
  const result = validateOrderProducts(input);
  return result.success ? null : result.message;
};

describe('the order contract (§7.3)', () => {
  it('has the paths of the spec under the purchase service', () => {
    expect(callPath(orderCalls.profitForecastForPuls)).toBe('/pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls');
    expect(callPath(orderCalls.sendToPuls)).toBe('/pharmacy-cabinet-purchase-service/v1/puls/purchase');
    expect(callPath(orderCalls.rejectedXlsx, { orderId: 815 })).toBe(
      '/pharmacy-cabinet-purchase-service/v1/puls/purchase/815/rejected.xlsx',
    );
    expect(callPath(orderCalls.sendToPharmacySystem, { type: 'mtx' })).toBe('/pharmacy-cabinet-purchase-service/v1/pharmsm/mtx/purchase/');
    expect(callPath(orderCalls.sendToStu, { type: 'mtx' })).toBe('/pharmacy-cabinet-purchase-service/stu/v1/mtx/purchase/');
    expect(callPath(orderCalls.pharmacySystems)).toBe('/pharmacy-cabinet-purchase-service/v1/pharmsm/check');
    expect(orderCalls.rejectedXlsx.path).toBe('/pharmacy-cabinet-purchase-service/v1/puls/purchase/{orderId}/rejected.xlsx');
    expect(v.safeParse(OrderTypeParams, { type: 'xyz' }).success).toBe(false);
    expect(v.parse(PulsRejectedParams, { orderId: '815' })).toEqual({ orderId: '815' });
    expect(v.safeParse(PulsRejectedParams, { orderId: '../x' }).success).toBe(false);
  });

  it('has the shapes the domain works with', () => {
    expectTypeOf<OrderLine>().toEqualTypeOf<DomainOrderLine>();
    expectTypeOf<PulsRejectedPosition>().toEqualTypeOf<RejectedPosition>();
  });

  it('accepts a list of products with whole amounts above 0', () => {
    expect(validateOrderProducts({ productsList: [{ promotionalProductId: 1, orderAmount: 3 }] })).toEqual({
      success: true,
      output: { productsList: [{ promotionalProductId: 1, orderAmount: 3 }] },
    });
  });

  it.each([
    [{ productsList: [] }, 'Поле «productsList»: список товаров пуст: добавьте хотя бы одну позицию с количеством больше нуля'],
    [{}, 'Поле «productsList»: не указан список товаров'],
    [{ productsList: 'все' }, 'Поле «productsList»: ожидается список товаров'],
    [null, 'Запрос: ожидается объект с полем productsList'],
    [{ productsList: [{ orderAmount: 1 }] }, 'Поле «productsList.0.promotionalProductId»: не указан код товара'],
    [
      { productsList: [{ promotionalProductId: 'A1', orderAmount: 1 }] },
      'Поле «productsList.0.promotionalProductId»: код товара должен быть числом',
    ],
    [{ productsList: [{ promotionalProductId: 1 }] }, 'Поле «productsList.0.orderAmount»: не указано количество'],
    [
      { productsList: [{ promotionalProductId: 1, orderAmount: 'пять' }] },
      'Поле «productsList.0.orderAmount»: количество должно быть числом',
    ],
    [
      {
        productsList: [
          { promotionalProductId: 1, orderAmount: 2 },
          { promotionalProductId: 2, orderAmount: 0 },
        ],
      },
      'Поле «productsList.1.orderAmount»: количество должно быть больше нуля',
    ],
    [{ productsList: [{ promotionalProductId: 1, orderAmount: -4 }] }, 'Поле «productsList.0.orderAmount»: Только целое число упаковок'],
    [{ productsList: [{ promotionalProductId: 1, orderAmount: 1.5 }] }, 'Поле «productsList.0.orderAmount»: Только целое число упаковок'],
    [
      { productsList: [{ promotionalProductId: 1, orderAmount: 10_001 }] },
      'Поле «productsList.0.orderAmount»: Не больше 10 000 упаковок в строке',
    ],
    [{ productsList: [null] }, 'Поле «productsList.0»: ожидается позиция заказа (promotionalProductId и orderAmount)'],
  ])('refuses %j: %s', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('reads the wholesale result with the order number as text', () => {
    const result = v.parse(PulsPurchaseResult, {
      orderId: 815,
      rejected: [
        { product: { promotionalProductId: 1, promotionalProductName: 'Нурофен' }, amount: 5, reason: 'Товара нет на складе Пульс 77' },
      ],
    });
    expect(result.orderId).toBe('815');
    expect(result.rejected[0].product.barcodes).toEqual([]);
  });

  it('reads every form of the trade-unit and pharmacy-system answers as one', () => {
    expect(v.parse(SystemOrderResult, { orderId: 12, errorMessage: null })).toEqual({ orderId: '12', errorMessage: null });
    expect(v.parse(SystemOrderResult, { data: { orderId: 'A-1', errorMessage: 'нет штрихкода' } })).toEqual({
      orderId: 'A-1',
      errorMessage: 'нет штрихкода',
    });
    expect(v.parse(SystemOrderResult, { orderId: 3, err: 'сбой' })).toEqual({ orderId: '3', errorMessage: 'сбой' });
    expect(v.parse(SystemOrderResult, {})).toEqual({ orderId: null, errorMessage: null });
  });
});

describe('an order amount', () => {
  it('is refused by the contract exactly when, and in the words, the screens refuse it', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), fc.double(), fc.constantFrom(0, 1, 10_000, 10_001, 1e307, -1e307)),
        (amount) => {
          const checked = validateOrderProducts({ productsList: [{ promotionalProductId: 1, orderAmount: amount }] });
          const problem = Number.isNaN(amount) ? 'количество должно быть числом' : orderAmountProblem(amount);
          expect(checked.success ? null : checked.message).toBe(problem === null ? null : `Поле «productsList.0.orderAmount»: ${problem}`);
        },
      ),
    );
  });
});
