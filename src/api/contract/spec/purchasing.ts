/**
 * The spec's surface of the purchasing side: the profit forecast, the purchase order by
 * initiative, the RG and recommended orders, and the orders sent (PP §3, §7.1, §7.2, §7.3).
 * Written from the spec's text; see spec-surface.ts.
 */
import { fields, notShown, type SpecCall, type SurfaceKey } from './fields';

/** PP §3 Forecast product row. */
const forecastRow = fields(
  'promoter promotionalProductId promotionalProductName barcodes regionalPurchasingPrice minQuantity requiredQuantity regionalSalesQuantity possibleProfit possibleSupplierGroups quantityForOrder',
);

/** PP §2.1 and §7.1: the forecast files are made of the product list. */
const forecastFile = (what: string): SpecCall => ({
  section: `PP §7.1 (${what}, blob: product list); PP §3 Forecast product row`,
  body: fields('', { productsList: forecastRow }),
  chosen: 'The spec says "product list": the list is `productsList`, as the order calls of §7.3 name theirs.',
});

/** PP §7.3: the orders take a product list of promotionalProductId and orderAmount. */
const productsList = fields('', { productsList: fields('promotionalProductId orderAmount') });

const orderFile = (what: string): SpecCall => ({ section: `PP §7.3 (${what}; a blob)`, body: productsList });

/** PP §3 Trade-unit order result: orderId and errorMessage, also seen as data.orderId, data.errorMessage, or err. */
const systemOrderResult = fields('orderId errorMessage err', { data: fields('orderId errorMessage err') });

/** PP §3 Order result (other form). */
const executeResult = fields('errorMessage positionPurchasedCount', { skippedPositions: notShown });

/** PP §3 Purchase position. */
const purchasePosition = fields(
  'initiativeId initiativeName promoter promotionalProductId promotionalProductName barcodes nominalPrice planAmount purchasedAmount balance orderAmount otherInitiativeIds otherInitiativeNames possibleSupplierGroups',
);

export const purchasingSurface = {
  'GET /reports-rt/rest/profit-forecast': {
    section: 'PP §7.1 (query not shown); PP §3 Forecast product row',
    answer: forecastRow,
  },
  'GET /reports-rt/rest/profit-forecast-prediction': {
    section: 'PP §7.1 (payload not shown); PP §3 Forecast bonuses row',
    answer: fields('', {
      bonuses: fields('existedNumberOfPosition requiredNumberOfPositions bonusSum bonusPercent', { criticalPoints: fields('d pw') }),
    }),
    chosen:
      'The spec gives the forecast bonuses rows and the first step’s critical points (items with d and pw), not the list’s name: `bonuses`.',
  },
  'GET /reports-rt/rest/profit-forecast-bonuses': {
    section: 'PP §7.1 (payload not shown); PP §3 Mandatory Matrix bonus row',
    answer: fields(
      'type requiredPercent requiredNumberOfPositions bonusPercent existedNumberOfPosition absentNumberOfPositionByTheEndOfThePeriod absentNumberOfPosition earned expected',
    ),
  },
  'POST /reports-rt/rest/profit-forecast-as-file': forecastFile('profit-forecast-as-file'),
  'POST /reports-rt/rest/profit-forecast-products-as-file': forecastFile('profit-forecast-products-as-file'),
  'POST /reports-rt/rest/profit-forecast-for-ordering-systems': forecastFile('profit-forecast-for-ordering-systems, XML'),
  'GET /reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix': {
    section: 'PP §7.1 (payload not shown); PP §3 Initiative',
    answer: notShown,
  },
  'POST /reports-rt/purchase-order/filters-options': {
    section: 'PP §7.1 (initiative type id and selected initiatives); PP §3 Filter options of a purchase order',
    body: fields('initiativeTypeId selectedInitiatives'),
    answer: fields('promoters possibleSupplierGroups', { initiativesOfPharmacy: fields('id name type'), products: fields('id name') }),
  },
  'POST /reports-rt/purchase-order/purchase-order': {
    section: 'PP §7.1; PP §3 Purchase position',
    body: fields('initiativeTypeId selectedInitiatives'),
    answer: purchasePosition,
  },
  'GET /reports/purchase-order/initiative/plan/{pharmacyId}/{initiativeId}': {
    section: 'PP §7.2',
    answer: fields('planSum'),
  },
  'GET /reports-rt/purchase-order/pharmacy-rg-promoters': {
    section: 'PP §7.1 (payload not shown)',
    answer: notShown,
  },
  'POST /reports-rt/purchase-order/recommended-goods': {
    section: 'PP §7.1; PP §3 Positions request and RG position',
    body: fields('promoters excludeInitiatives zeroBalance priceFrom priceTo'),
    answer: fields(
      'promoter promotionalProductId promotionalProductName barcodes nominalPrice purchasedAmount balance orderAmount otherInitiativeNames possibleSupplierGroups',
    ),
  },
  'POST /reports-rt/order-compose/find-promoter-supplier': {
    section: 'PP §7.1',
    body: fields('initiativeIds'),
    answer: fields('promoters supplierGroups'),
  },
  'POST /reports-rt/order-compose/find-product': {
    section: 'PP §7.1; PP §3 Find-product request and Recommended-order product',
    body: fields('pulsWarehouseCode initiativeIds promoterIds supplierGroups'),
    answer: fields('price', {
      // "incomeAmount/purchased": the spec names the field both ways.
      products: fields(
        'productName promoterName productId pulsCode regionSaleQty nominalPrice pulsBalance incomeAmount purchased saleQty balance order explanationDisplay',
      ),
    }),
  },
  'POST /pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls': orderFile('profit-forecast-for-puls'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-for-puls': orderFile('purchase-order-for-puls'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-for-puls': orderFile('purchase-order-rg-for-puls'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-initiative': orderFile('purchase-order-initiative'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-simple': orderFile('purchase-order-rg-simple'),
  'POST /pharmacy-cabinet-purchase-service/v1/order-compose': orderFile('order-compose'),
  'POST /pharmacy-cabinet-purchase-service/v1/puls/purchase': {
    section: 'PP §7.3; PP §3 Wholesale order result (orderId, rejected list)',
    body: productsList,
    answer: fields('orderId', { rejected: notShown }),
  },
  'GET /pharmacy-cabinet-purchase-service/v1/puls/purchase/{orderId}/rejected.xlsx': {
    section: 'PP §7.3 (the rejected positions as a blob)',
  },
  'POST /pharmacy-cabinet-purchase-service/v1/pharmsm/{type}/purchase/': {
    section: 'PP §7.3 (pharmacy ordering system); PP §3 Trade-unit order result',
    body: productsList,
    answer: systemOrderResult,
  },
  'POST /pharmacy-cabinet-purchase-service/stu/v1/{type}/purchase/': {
    section: 'PP §7.3 (trade-unit system); PP §3 Trade-unit order result',
    body: productsList,
    answer: systemOrderResult,
  },
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-execute': {
    section: 'PP §7.3 (execute, JSON); PP §3 Order result (other form)',
    body: productsList,
    answer: executeResult,
  },
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-execute': {
    section: 'PP §7.3 (RG execute, JSON); PP §3 Order result (other form)',
    body: productsList,
    answer: executeResult,
  },
} satisfies Record<SurfaceKey, SpecCall>;
