/**
 * The sales-motivation plan editor (spec purchasing-and-pay §2.7, §3, §4, §7.1 cashier-initiative
 * calls, §7.5): the plan per pharmacy and month under /initiative-management, and the
 * real-time calls that fill its filters, its product picker and its extra-bonus table.
 *
 * Our choices where the spec is silent (docs/decisions/sales-motivation-plan.md):
 * - A plan belongs to one pharmacy and one month: startDate is the month's first day, expirationDate
 *   its last (YYYY-MM-DD). `pharmacies` names the pharmacy (a pharmacy user: only its own).
 * - Cashiers are named by cashierNameFull, their key: two cashiers with the same name would share a
 *   plan, hence the spec's warning.
 * - prolong copies the previous month's plan into the current month, replacing what it held.
 * - Promoters are named by their names; contracts and products by ids.
 * - Every call takes an optional `pharmacyId` (query or body); a pharmacy user gets its own. The spec
 *   names it on the plan's GET and prolong; on the real-time calls it is ours (staffPharmacy).
 */
import * as v from 'valibot';
import { planFigureProblem, planFigureRules, type PlanFigureField } from '../../domain/payroll/sales-motivation/plan-figure-rules';
import { extension, staffPharmacy } from './extension';
import { BodyId, BodyList, BodyText } from './body-fields';
import { declareCalls } from './call';
import { CashierFullName, DateParam, MonthStart, perCashier } from './payroll';
import { ProductOption } from './purchase-order';
import { tags } from './tags';

const Ids = (what: string) => v.optional(BodyList(BodyId, what), []);
const Names = (what: string) => v.optional(BodyList(BodyText, what), []);
const IsoDate = v.pipe(v.string('ожидается дата ГГГГ-ММ-ДД'), v.isoDate('ожидается дата ГГГГ-ММ-ДД'));
/** A bonus per pack or a plan of packs as read back: a number, whatever was stored. */
const Amount = v.number('ожидается число');
/**
 * A bonus per pack or a plan of packs as saved: within its range, up to 2 decimals; the
 * message names the figure as the editor's cell does ('План, уп.: от 0 до 10 000').
 */
const SavedFigure = (field: PlanFigureField) =>
  v.pipe(
    v.number(`${planFigureRules[field].name}: ожидается число`),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? planFigureProblem(field, dataset.value) : null;
      if (problem) addIssue({ message: `${planFigureRules[field].name}: ${problem}` });
    }),
  );

/**
 * ?pharmacyId: digits on the wire, a number from the portal. The integer check sits in the number
 * branch so the document says "integer or digits", not an integer a string can never be.
 */
export const PharmacyIdQuery = v.object({
  pharmacyId: v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.number(), v.integer('ожидается целое число')),
          v.pipe(v.string(), v.regex(/^\d{1,10}$/u, 'ожидается целое число'), v.transform(Number)),
        ],
        'ожидается целое число',
      ),
      v.minValue(1, 'ожидается положительное целое число'),
    ),
  ),
});
export const PlanQuery = v.object({ ...PharmacyIdQuery.entries, startDate: MonthStart });
/**
 * Our `?month=` of prolong: the month the previous one's plan is copied into (its first day), as the
 * pharmacy's calendar counts it. The spec's prolong names none and the back end takes its own clock's
 * month; in the hours a pharmacy east of the gateway has turned the month and the gateway has not
 * (Moscow 3 hours, Kamchatka 12), that copied the month the pharmacist saw as the previous one over
 * itself from the month before.
 */
export const ProlongQuery = v.object({
  ...PharmacyIdQuery.entries,
  month: extension(v.optional(MonthStart), {
    why: 'The portal prolongs into the month it shows as the current one, which the pharmacy’s calendar may have turned before the back end’s clock.',
    without:
      'The back end prolongs its own previous month into its own current month, as the spec says; the two differ only in the hours around a month’s turn.',
  }),
});
/** The same `?pharmacyId` on the real-time calls whose query the spec leaves empty (§7.1): ours. */
export const StaffPharmacyQuery = v.object({ pharmacyId: extension(PharmacyIdQuery.entries.pharmacyId, staffPharmacy) });
/** A pharmacy id in the body of a real-time call whose body the spec lists without one (§7.1): ours. */
const staffPharmacyId = extension(v.optional(BodyId), staffPharmacy);

/** The most cashier plan columns (§9). */
export const maxCashierColumns = 20;

/** One cashier's plan of a product: packs to sell in the month. */
export const CashierObjective = v.object({
  cashierNameFull: CashierFullName,
  plan: Amount,
});
export type CashierObjective = v.InferOutput<typeof CashierObjective>;

/** A product of the plan: its bonus per pack sold (points) and each cashier's plan. */
export const ProductProperty = v.object({
  promotionalProductId: BodyId,
  points: Amount,
  cashierObjective: v.pipe(
    v.array(CashierObjective, 'ожидается список планов кассиров'),
    v.maxLength(maxCashierColumns, `не больше ${maxCashierColumns} кассиров`),
  ),
});
export type ProductProperty = v.InferOutput<typeof ProductProperty>;

/** A product of the plan as the editor saves it: each figure within its range. */
const SavedProductProperty = v.object({
  ...ProductProperty.entries,
  points: SavedFigure('bonus'),
  cashierObjective: v.pipe(
    v.array(v.object({ ...CashierObjective.entries, plan: SavedFigure('plan') }), 'ожидается список планов кассиров'),
    v.maxLength(maxCashierColumns, `не больше ${maxCashierColumns} кассиров`),
  ),
});

/** §3 'Initiative save payload'; clearing is the same call with no products. */
export const SalesMotivationSave = v.object({
  startDate: MonthStart,
  expirationDate: IsoDate,
  pharmacies: v.pipe(
    v.array(BodyId, 'ожидается список аптек'),
    v.minLength(1, 'укажите аптеку'),
    v.maxLength(1, 'план сохраняется для одной аптеки'),
  ),
  productProperties: v.pipe(v.array(SavedProductProperty, 'ожидается список товаров'), v.maxLength(5_000, 'слишком много товаров')),
  /**
   * Our optional extension: the salesMotivationUpdateDate of the plan the editor loaded
   * (null: it loaded none). When another save came since, the gateway answers 409 and stores
   * nothing. Absent: no check, as the spec's call.
   */
  salesMotivationUpdateDate: extension(
    v.optional(
      v.nullable(
        v.pipe(
          v.string('ожидается дата и время'),
          v.check((text) => !Number.isNaN(Date.parse(text)), 'ожидается дата и время в формате ISO 8601'),
        ),
      ),
    ),
    {
      why: 'A plan save is refused (409) when another came since the editor loaded the plan.',
      without: 'Saves are not checked against one another, as in the spec.',
    },
  ),
});
export type SalesMotivationSave = v.InferInput<typeof SalesMotivationSave>;

/** The answer of save (§3: "Response has salesMotivationUpdateDate"): when the plan was saved (ISO date-time). */
export const SalesMotivationSaved = v.object({ salesMotivationUpdateDate: v.string() });
export type SalesMotivationSaved = v.InferOutput<typeof SalesMotivationSaved>;

/**
 * The answer of prolong, which the spec does not show: ours names the save date as save does. The
 * editor reads nothing of it (it says 'Инициатива продлена.'), so a back end may answer without it.
 */
export const SalesMotivationProlonged = v.object({ salesMotivationUpdateDate: v.optional(v.string()) });
export type SalesMotivationProlonged = v.InferOutput<typeof SalesMotivationProlonged>;

/**
 * A month's plan as saved; no products (and no date) when nothing was saved for it. The spec does
 * not show this answer: the editor reads the products (§3's save payload) and the save date, which
 * §3 names on each plan row; without a date a loaded row shows none and its next save is not
 * checked against another (our 409). The month's dates are the ones asked (startDate), so optional.
 */
export const SalesMotivation = v.object({
  startDate: v.optional(MonthStart),
  expirationDate: v.optional(IsoDate),
  salesMotivationUpdateDate: v.optional(v.nullable(v.string()), null),
  productProperties: v.array(ProductProperty),
});
export type SalesMotivation = v.InferOutput<typeof SalesMotivation>;

export const Contract = v.object({ id: v.number(), name: v.string() });
export const Contracts = v.array(Contract);
export type Contracts = v.InferOutput<typeof Contracts>;

export const FindPromoterRequest = v.object({ pharmacyId: staffPharmacyId, initiativeIds: Ids('инициативы') });
export const PromoterNames = v.array(v.string());

export const FindMotivationProductRequest = v.object({
  pharmacyId: staffPharmacyId,
  contractIds: Ids('договоры'),
  initiativeIds: Ids('инициативы'),
  promoterIds: Names('промоутеры'),
});
export type FindMotivationProductRequest = v.InferInput<typeof FindMotivationProductRequest>;
export const MotivationProductOptions = v.array(ProductOption);
export type MotivationProductOptions = v.InferOutput<typeof MotivationProductOptions>;

export const EnrichProductRequest = v.object({
  pharmacyId: staffPharmacyId,
  productIds: v.pipe(v.array(BodyId, 'ожидается список товаров'), v.maxLength(5_000, 'слишком много товаров')),
});
/** What the plan table shows of a product: its name, last month's sales in the pharmacy (packs) and retail price per pack. */
export const EnrichedProduct = v.object({
  id: v.number(),
  promotionalProductName: v.string(),
  lastMonthSale: v.number(),
  nominalPrice: v.number(),
});
export const EnrichedProducts = v.array(EnrichedProduct);
export type EnrichedProducts = v.InferOutput<typeof EnrichedProducts>;

/** The extra initiative bonus of each cashier in a month, with the products behind it. */
export const CashierInitiativeBonuses = perCashier({
  initiativeBonus: v.number(),
  products: v.array(
    v.object({
      promotionalProductId: v.number(),
      promotionalProductName: v.string(),
      plan: v.number(),
      sold: v.number(),
      points: v.number(),
      bonus: v.number(),
    }),
  ),
});
export type CashierInitiativeBonuses = v.InferOutput<typeof CashierInitiativeBonuses>;

// ---- The calls ----------------------------------------------------------------------------------

const cashierInitiative = '/reports-rt/cashier-initiative';
const salesMotivationPath = '/initiative-management/initiative-sales-motivation';

/**
 * The plan per pharmacy and month (§7.5) and the real-time calls of its editor (§7.1). Every call
 * is about one pharmacy: 404 when staff name one that does not exist.
 */
export const salesMotivationCalls = declareCalls(tags.salesMotivation, {
  loadSalesMotivation: {
    method: 'GET',
    path: salesMotivationPath,
    summary: 'План мотивации продаж аптеки на месяц',
    query: PlanQuery,
    answer: { json: SalesMotivation },
    errors: [404],
  },
  saveSalesMotivation: {
    method: 'POST',
    path: salesMotivationPath,
    summary: 'Сохранить план мотивации продаж; 409 — план изменён в другом окне',
    body: SalesMotivationSave,
    answer: { json: SalesMotivationSaved },
    errors: [404, 409],
  },
  prolongSalesMotivation: {
    method: 'POST',
    path: `${salesMotivationPath}/prolong`,
    summary: 'Продлить план мотивации продаж прошлого месяца на текущий',
    query: ProlongQuery,
    answer: { json: SalesMotivationProlonged },
    errors: [404, 409],
  },
  currentContracts: {
    method: 'GET',
    path: `${cashierInitiative}/current-contract`,
    summary: 'Действующие контракты мотивации продаж аптеки',
    query: StaffPharmacyQuery,
    answer: { json: Contracts },
    errors: [404],
  },
  findMotivationPromoters: {
    method: 'POST',
    path: `${cashierInitiative}/find-promoter`,
    summary: 'Поиск промоутеров для плана мотивации (без тела — все промоутеры аптеки)',
    body: FindPromoterRequest,
    answer: { json: PromoterNames },
    errors: [404],
  },
  findMotivationProducts: {
    method: 'POST',
    path: `${cashierInitiative}/find-product`,
    summary: 'Поиск товаров для плана мотивации (без тела — весь каталог)',
    body: FindMotivationProductRequest,
    answer: { json: MotivationProductOptions },
    errors: [404],
  },
  enrichMotivationProducts: {
    method: 'POST',
    path: `${cashierInitiative}/enrich-product`,
    summary: 'Свойства товаров плана мотивации: название, продажи прошлого месяца, цена',
    body: EnrichProductRequest,
    answer: { json: EnrichedProducts },
    errors: [404],
  },
  cashierInitiativeBonuses: {
    method: 'GET',
    path: `${cashierInitiative}/bonuses/{date}`,
    summary: 'Бонусы первостольников по мотивации продаж за месяц',
    params: DateParam,
    query: StaffPharmacyQuery,
    answer: { json: CashierInitiativeBonuses },
    errors: [404],
  },
});
