import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The foundation's tables. After a change run `npm run db:generate` and commit the new migration:
 * the gateway applies the committed SQL at start, on PGlite and on PostgreSQL alike.
 */

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A pharmacy of the network; ids are the distributor's, so they are given, not generated. */
export const pharmacies = pgTable('pharmacies', {
  id: integer('id').primaryKey(),
  subdivCode: text('subdiv_code').notNull(),
  address: text('address').notNull(),
  acceptInitiatives: boolean('accept_initiatives').notNull(),
  belongsToMarketplace: boolean('belongs_to_marketplace').notNull(),
  additionalFtp: boolean('additional_ftp').notNull(),
  /** 'TP' selects the defect-column variant of the mandatory-matrix bonus table. */
  calcBonusType: text('calc_bonus_type'),
  /** When the distributor last loaded this pharmacy's data. */
  dataFreshness: moment('data_freshness'),
  pulsWarehouseCode: text('puls_warehouse_code'),
});

/** A person or a pharmacy account that signs in. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  login: text('login').notNull().unique(),
  /** scrypt, salted: see server/auth/passwords.ts. */
  passwordHash: text('password_hash').notNull(),
  /** Role names (authorities), e.g. ROLE_PHARMACY; permissions follow from src/domain/session/permissions.ts. */
  roles: text('roles').array().notNull(),
  /** The pharmacy a ROLE_PHARMACY user acts for; null for staff who see many pharmacies. */
  pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
  /** SHA-256 of the entry-link secret; the secret itself is never stored. */
  sharedSecretHash: text('shared_secret_hash').unique(),
  /** False: the account exists but may not sign in (a cashier whose 'works' was cleared). */
  active: boolean('active').notNull().default(true),
  /**
   * Raised (by a trigger, migration 0012) whenever the password, login, roles or pharmacy change or
   * the account is deactivated. Tokens carry the version they were issued under; an older one is
   * refused (server/auth/session-check.ts), so such a change ends every session, and a
   * reactivation does not bring them back.
   */
  credentialsVersion: integer('credentials_version').notNull().default(1),
  /**
   * The cashier this is the login of (§2.6), null for everyone else. Unique: a cashier has at most
   * one account, whatever number of saves arrive at once (they meet on this key).
   */
  cashierId: integer('cashier_id')
    .unique('users_cashier_unique')
    .references((): AnyPgColumn => cashiers.id, { onDelete: 'set null' }),
});

/**
 * Issued refresh tokens (by hash). One sign-in starts a family; each refresh uses up its token
 * and adds the next one to the family. A used token presented again means it leaked: the whole
 * family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    family: uuid('family').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: moment('issued_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
    /**
     * The token this one was rotated into. While that successor is still unused, a second
     * presentation of this one within REFRESH_GRACE is the client that never got the answer.
     */
    replacedBy: bigint('replaced_by', { mode: 'number' }),
    /** The account's credentials version at the sign-in; a newer one refuses the token. */
    credentialsVersion: integer('credentials_version').notNull().default(1),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.family), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins, kept in the database (not in process memory) so that every gateway on one
 * PostgreSQL counts the same failures.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Trimmed, lower-cased login; null for grants without one (shared secret). */
    login: text('login'),
    address: text('address').notNull(),
    failedAt: moment('failed_at').notNull(),
  },
  (table) => [
    index('login_failures_login_idx').on(table.login, table.failedAt),
    index('login_failures_address_idx').on(table.address, table.failedAt),
  ],
);

/**
 * «Логин занят» answers given to each user by the cashier-login save: a login is unique across
 * the whole network, so each such answer tells whether someone somewhere has it. Counted here,
 * not in process memory, so every gateway holds a user to the same limit
 * (server/services/cashier-payroll/taken-logins.ts).
 */
export const takenLoginAnswers = pgTable(
  'taken_login_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answeredAt: moment('answered_at').notNull(),
  },
  (table) => [index('taken_login_answers_user_idx').on(table.userId, table.answeredAt)],
);

/**
 * The api's request counts, one row per caller (`user:<id>` or `address:<ip>`), shared by every
 * gateway process and host on the database: a fixed window opened by the caller's first request
 * and its count so far, measured with the database's clock so hosts agree on when it ends.
 * UNLOGGED in its migration: a count is worth no disk write, and a crash that empties it only
 * gives callers a fresh minute.
 */
export const apiRequestCounts = pgTable('api_request_counts', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  requests: integer('requests').notNull(),
});

/** Gateway-wide values shared by every gateway on the database, e.g. the token signing secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---- Reports ------------------------------------------------------------------------------------

/** Money and measures: exact decimals in the database, numbers in code (values stay far below 2^53). */
const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * An initiative as it reached one pharmacy (spec section 3). Ids are the distributor's, so they
 * are given. `type` is free text: the distributor may send a type the portal does not know yet.
 */
export const initiatives = pgTable(
  'initiatives',
  {
    id: integer('id').primaryKey(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** When it runs; `periodTo` is the inclusive end (the contract's from/to). */
    periodFrom: moment('period_from').notNull(),
    periodTo: moment('period_to').notNull(),
    mtxPercent: numeric('mtx_percent', { precision: 7, scale: 2, mode: 'number' }),
    purchaseSipSum: amount('purchase_sip_sum'),
    earned: amount('earned'),
    expected: amount('expected'),
    mitigatingCoefficient: numeric('mitigating_coefficient', { precision: 6, scale: 3, mode: 'number' }),
    startDate: moment('start_date'),
    expirationDate: moment('expiration_date'),
    /** The distributor has published an analytics cube for it. */
    hasCubeLink: boolean('has_cube_link').notNull().default(false),
    /** When the distributor last computed its figures; null: unknown ('Неизвестно'). */
    dataFreshness: moment('data_freshness'),
  },
  (table) => [index('initiatives_pharmacy_period_idx').on(table.pharmacyId, table.periodFrom)],
);

/**
 * The report-detail rows of an initiative, in the layout its type implies (reportLayoutOf), and
 * the rows of its spreadsheet download (downloadKindOf). Kept as the distributor sends them and
 * checked against the contract's schemas when read.
 */
export const reportRows = pgTable('report_rows', {
  initiativeId: integer('initiative_id')
    .primaryKey()
    .references(() => initiatives.id, { onDelete: 'cascade' }),
  rows: jsonb('rows').notNull(),
});

export const reportDownloadRows = pgTable('report_download_rows', {
  initiativeId: integer('initiative_id')
    .primaryKey()
    .references(() => initiatives.id, { onDelete: 'cascade' }),
  rows: jsonb('rows').notNull(),
});

/** The bonus comparison record of a pharmacy and quarter (its first day); figures as the contract's CommonBonuses. */
export const commonBonuses = pgTable(
  'common_bonuses',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    quarter: date('quarter', { mode: 'string' }).notNull(),
    figures: jsonb('figures').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.quarter] })],
);

/** Reward points of one employee of a pharmacy in a quarter (rewards distribution). */
export const rewardPoints = pgTable(
  'reward_points',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    quarter: date('quarter', { mode: 'string' }).notNull(),
    /** Service number or tax id. */
    employeeId: text('employee_id').notNull(),
    name: text('name').notNull(),
    /** 'owner' | 'manager' | 'cashier'. */
    role: text('role').notNull(),
    /** Order within the staff table. */
    position: integer('position').notNull(),
    productOfTheDayPoints: amount('product_of_the_day_points'),
    privateLabelPoints: amount('private_label_points'),
    motivationPoints: amount('motivation_points'),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.quarter, table.employeeId] })],
);

/** Each "request initiatives again": who asked for which pharmacy and when, so the answer can say when it last happened. */
export const initiativeExportRequests = pgTable(
  'initiative_export_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: moment('requested_at').notNull(),
  },
  (table) => [index('initiative_export_requests_pharmacy_idx').on(table.pharmacyId, table.requestedAt)],
);

// ---- Profit forecast and orders -----------------------------------------------------------------

/** Packs and other measures that may be fractional (a requirement of 2.5 packs rounds up later). */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** The distributor's product catalogue: what an order may name. Ids are the distributor's. */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** EAN-13 codes; empty when the product has none (СТУ then refuses it). */
  barcodes: text('barcodes').array().notNull(),
  /** Price of one pack, RUB: the price of order positions and order files. */
  nominalPrice: amount('nominal_price').notNull(),
});

/** Packs each Пульс warehouse (a pharmacy's pulsWarehouseCode) holds; a product absent here is not stocked. */
export const pulsStock = pgTable(
  'puls_stock',
  {
    warehouseCode: text('warehouse_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    stock: integer('stock').notNull(),
  },
  (table) => [primaryKey({ columns: [table.warehouseCode, table.productId] })],
);

/**
 * A pharmacy's profit forecast as the distributor computes it (spec section 3, forecast product
 * row). `line` is the row's 0-based place in the forecast: the stable order pages are cut from.
 * No foreign keys: a forecast is a report loaded in bulk (a million rows for the benchmarks), and
 * per-row key checks made that load four times slower on PGlite. Reads name a product or an
 * initiative missing from its table by its id instead of dropping the row.
 */
export const forecastRows = pgTable(
  'forecast_rows',
  {
    pharmacyId: integer('pharmacy_id').notNull(),
    line: integer('line').notNull(),
    initiativeId: integer('initiative_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The contract holder. */
    promoter: text('promoter').notNull(),
    regionalPurchasingPrice: amount('regional_purchasing_price').notNull(),
    minQuantity: quantity('min_quantity').notNull(),
    requiredQuantity: quantity('required_quantity').notNull(),
    /** Over 30 days. */
    regionalSalesQuantity: quantity('regional_sales_quantity').notNull(),
    possibleProfit: amount('possible_profit').notNull(),
    possibleSupplierGroups: text('possible_supplier_groups').array().notNull(),
    /** The distributor's proposal. */
    quantityForOrder: quantity('quantity_for_order').notNull(),
    /** Since the initiative started; null when the distributor does not know. */
    purchasedAmount: quantity('purchased_amount'),
    balance: quantity('balance'),
    /** The other initiatives of the pharmacy the product takes part in. */
    otherInitiativeIds: integer('other_initiative_ids').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.line] })],
);

/** Bytes as the drivers hand them over (Buffer from pg, Uint8Array from PGlite). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A pharmacy's forecast as Arrow record batches, written once by the first Arrow read
 * and served from here after that, so a million-row answer is read, not rebuilt. A build is
 * served only once `batches` is set. Triggers of migration 0007 delete a pharmacy's builds when its
 * forecast rows change, and every build when products or initiatives change (names come from
 * them); a build the triggers deleted while it was being written never completes.
 */
export const forecastArrowBuilds = pgTable(
  'forecast_arrow_builds',
  {
    id: uuid('id').primaryKey(),
    pharmacyId: integer('pharmacy_id').notNull(),
    startedAt: moment('started_at').notNull(),
    /** Set with the last batch: a reader that finds fewer (the triggers deleted the build meanwhile) ends in error, never short. */
    batches: integer('batches'),
  },
  (table) => [index('forecast_arrow_builds_pharmacy_idx').on(table.pharmacyId)],
);

/**
 * One piece of a build in one content encoding. 'identity': a record batch's IPC messages
 * (dictionaries, then the batch) without the schema. A compressed encoding: the build's
 * whole stream (schema, batches, end of stream) compressed once as one stream, flushed after each
 * batch, so piece i ends with batch i and the last piece (number `batches`) closes the stream.
 */
export const forecastArrowBatches = pgTable(
  'forecast_arrow_batches',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => forecastArrowBuilds.id, { onDelete: 'cascade' }),
    encoding: text('encoding').notNull().default('identity'),
    batch: integer('batch').notNull(),
    messages: bytes('messages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.encoding, table.batch] })],
);

/** The forecast prediction's bonus steps; step 0 carries the critical points. */
export const forecastBonusSteps = pgTable(
  'forecast_bonus_steps',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    step: integer('step').notNull(),
    existedNumberOfPosition: integer('existed_number_of_position').notNull(),
    requiredNumberOfPositions: integer('required_number_of_positions').notNull(),
    bonusSum: amount('bonus_sum').notNull(),
    bonusPercent: numeric('bonus_percent', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** [{ d, pw }]: d more matrix positions bring the bonus percent pw. */
    criticalPoints: jsonb('critical_points').notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.step] })],
);

/** The mandatory-matrix bonus table of a pharmacy (spec section 3), in the order shown. */
export const mandatoryMatrixBonuses = pgTable(
  'mandatory_matrix_bonuses',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    line: integer('line').notNull(),
    requiredPercent: numeric('required_percent', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    requiredNumberOfPositions: integer('required_number_of_positions').notNull(),
    bonusPercent: numeric('bonus_percent', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    existedNumberOfPosition: integer('existed_number_of_position').notNull(),
    /** Double precision because a count may be infinite: no number of positions reaches the level. */
    absentNumberOfPositionByTheEndOfThePeriod: doublePrecision('absent_by_end_of_period').notNull(),
    absentNumberOfPosition: doublePrecision('absent_number_of_position').notNull(),
    /** Sums of the current year and quarter; null in the TP variant. */
    earned: amount('earned'),
    expected: amount('expected'),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.line] })],
);

/** The pharmacy ordering systems connected to a subdivision (subdivCode of a pharmacy). */
export const pharmacyOrderingSystems = pgTable(
  'pharmacy_ordering_systems',
  {
    subdivCode: text('subdiv_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subdivCode, table.code] })],
);

/**
 * An order a simulated ordering system took: 'puls' (wholesale), 'pharmsm' (pharmacy ordering
 * system), 'stu' (trade units). Stored even when every position was refused, as the system
 * numbered it. `orderNumber` is what the system answered as orderId.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    system: text('system').notNull(),
    /** 'mtx' profit forecast, 'pi' purchase and recommended order, 'rg' RG order; null: the call does not say (Пульс). */
    type: text('type'),
    /**
     * The screen it was sent from when the body says (orderKind): the type's values, and
     * 'recommended' for a 'pi' order of the recommended-order screen. Null for older orders.
     */
    kind: text('kind'),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** Who sent it; kept when the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: moment('created').notNull(),
    /**
     * What the system answered as orderId, made from the id by the database: Пульс numbers are
     * digits (they go into the rejected.xlsx path), the pharmacy system's 'АС-…', СТУ's 'СТУ-…'.
     */
    orderNumber: text('order_number')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`CASE ${orders.system} WHEN 'pharmsm' THEN 'АС-' || ${orders.id}::text WHEN 'stu' THEN 'СТУ-' || ${orders.id}::text ELSE ${orders.id}::text END`,
      ),
  },
  (table) => [
    unique('orders_system_number_unique').on(table.system, table.orderNumber),
    index('orders_pharmacy_idx').on(table.pharmacyId, table.created),
  ],
);

/**
 * The order sends that named an Idempotency-Key: one row per user and key, claimed in
 * the transaction that stores the order, with the answer the caller got. A repeat (a double
 * click, a second tab, a retry after a lost answer) waits for the first to commit and gets the
 * same answer; no second order is made.
 */
export const orderSends = pgTable(
  'order_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The call it was sent to (method and path); the key names one order of one call. */
    call: text('call').notNull(),
    /** The answer of the first send, as sent (json, not jsonb: its keys stay in their order); null only inside the first send's transaction. */
    answer: json('answer'),
    /**
     * SHA-256 of the first send's body: a repeat with the key must carry the same order (a changed
     * order under an old key is refused, not answered as the first). Null for sends stored before.
     */
    bodyHash: text('body_hash'),
    created: moment('created').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

/** The positions of an order as sent, each taken or refused with the system's reason. */
export const orderPositions = pgTable(
  'order_positions',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    /** Price of one pack when ordered, RUB. */
    price: amount('price').notNull(),
    accepted: boolean('accepted').notNull(),
    /** Why the system refused it, in Russian; null when taken. */
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.line] })],
);

// ---- Purchase orders ----------------------------------------------------------------------------

/**
 * The purchase positions of a pharmacy (spec section 3, purchase position) as each report service
 * computes them: `source` 'rt' (real-time) or 'regular'. Both may hold the same initiative with
 * different figures; the portal merges them, the regular service's entries winning. Product names
 * and barcodes come from the catalogue, initiative names from the initiatives. No foreign keys,
 * as forecast_rows: a benchmark loads 100 000 positions in bulk.
 */
export const purchasePositions = pgTable(
  'purchase_positions',
  {
    pharmacyId: integer('pharmacy_id').notNull(),
    /** 'rt' | 'regular'. */
    source: text('source').notNull(),
    initiativeId: integer('initiative_id').notNull(),
    productId: integer('product_id').notNull(),
    promoter: text('promoter').notNull(),
    /** One pack in SIP prices, RUB. */
    nominalPrice: amount('nominal_price').notNull(),
    /** Packs; null when the source does not know. */
    planAmount: quantity('plan_amount'),
    purchasedAmount: quantity('purchased_amount'),
    balance: quantity('balance'),
    /** The source's proposal. */
    orderAmount: quantity('order_amount'),
    /** The pharmacy's other initiatives the product takes part in. */
    otherInitiativeIds: integer('other_initiative_ids').array().notNull(),
    possibleSupplierGroups: text('possible_supplier_groups').array().notNull(),
  },
  // Every read names the pharmacy and the source, then initiatives: the key serves them all.
  (table) => [primaryKey({ columns: [table.pharmacyId, table.source, table.initiativeId, table.productId] })],
);

/** The purchase plan of an initiative of a pharmacy in SIP prices (§7.2 planSum); no row: no plan. */
export const initiativePlans = pgTable(
  'initiative_plans',
  {
    pharmacyId: integer('pharmacy_id').notNull(),
    initiativeId: integer('initiative_id').notNull(),
    planSum: amount('plan_sum').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.initiativeId] })],
);

/** The RG (recommended goods) positions of a pharmacy (spec section 3, RG position): no initiative of their own. */
export const rgPositions = pgTable(
  'rg_positions',
  {
    pharmacyId: integer('pharmacy_id').notNull(),
    productId: integer('product_id').notNull(),
    promoter: text('promoter').notNull(),
    nominalPrice: amount('nominal_price').notNull(),
    purchasedAmount: quantity('purchased_amount'),
    balance: quantity('balance'),
    orderAmount: quantity('order_amount'),
    /** RG positions name the other initiatives by name only. */
    otherInitiativeNames: text('other_initiative_names').array().notNull(),
    possibleSupplierGroups: text('possible_supplier_groups').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.productId] })],
);

/**
 * The recommended order of a pharmacy (spec section 3, recommended-order product): one
 * recommendation a product, under the initiative it is recommended for (the initiative filter of
 * order-compose). Name and price come from the catalogue, the Пульс stock from puls_stock.
 */
export const recommendedProducts = pgTable(
  'recommended_products',
  {
    pharmacyId: integer('pharmacy_id').notNull(),
    productId: integer('product_id').notNull(),
    initiativeId: integer('initiative_id').notNull(),
    promoter: text('promoter').notNull(),
    pulsCode: text('puls_code'),
    /** Packs over 30 days: the region's sales and the pharmacy's own. */
    regionSaleQty: quantity('region_sale_qty'),
    saleQty: quantity('sale_qty'),
    purchased: quantity('purchased'),
    balance: quantity('balance'),
    /** The recommended packs. */
    order: quantity('order'),
    /** One of the seven explanation codes (src/api/contract/purchase-order.ts explanationCodes). */
    explanation: text('explanation'),
    possibleSupplierGroups: text('possible_supplier_groups').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.productId] })],
);

// ---- Staff pay ----------------------------------------------------------------------------------

/**
 * The first-line staff (cashiers) of a pharmacy. `validUser`: the row may have a portal login
 * (§2.6: login, password, works and Create/Save show only for such rows); that login's account,
 * once created, names the cashier (users.cashierId). `position` orders the cashier table and the
 * plan editor's columns.
 */
export const cashiers = pgTable(
  'cashiers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    fullName: text('full_name').notNull(),
    position: integer('position').notNull(),
    validUser: boolean('valid_user').notNull().default(false),
  },
  (table) => [index('cashiers_pharmacy_idx').on(table.pharmacyId, table.position)],
);

/**
 * What a pharmacy saved for a month's payroll (§7.4 update): the parameter tables and the
 * statistics as the contract's PharmacyParams and PharmacyStat. No row: the month was never saved.
 */
export const payrollMonths = pgTable(
  'payroll_months',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    pharmacyParams: jsonb('pharmacy_params').notNull(),
    pharmacyStat: jsonb('pharmacy_stat').notNull(),
    savedAt: moment('saved_at').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** 1 on the first save, one more on each next: what a save names as the version it changes (0: none yet). */
    revision: integer('revision').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.month] })],
);

/** A cashier's editable figures of a saved month (rate, hours, bonus, plan, marketing share…), as the contract's CashierParam fields. */
export const payrollCashierMonths = pgTable(
  'payroll_cashier_months',
  {
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    params: jsonb('params').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cashierId, table.month] })],
);

/**
 * What the sales reports measured for a cashier in a month (reports/cashier/payroll-sale-by-month
 * and fulfilled-plan-bonus-points-by-month): the distributor's figures, read-only in the portal.
 */
export const cashierMonthSales = pgTable(
  'cashier_month_sales',
  {
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    salesMargin: amount('sales_margin').notNull(),
    salesYctmBonus: amount('sales_yctm_bonus').notNull(),
    retailSumNdsOut: amount('retail_sum_nds_out').notNull(),
    uniqueCheckCount: integer('unique_check_count').notNull(),
    nomenclatureAvgCount: numeric('nomenclature_avg_count', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    initiativeSaleQuantityPlan: quantity('initiative_sale_quantity_plan').notNull(),
    initiativeSaleQuantity: quantity('initiative_sale_quantity').notNull(),
    initiativeBonus: amount('initiative_bonus').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cashierId, table.month] })],
);

/** The pharmacy's statistics of a month as the sales reports measured them (reports/cashier/payroll-stats-by-month), as PharmacyStat. */
export const pharmacyMonthStats = pgTable(
  'pharmacy_month_stats',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    month: date('month', { mode: 'string' }).notNull(),
    stat: jsonb('stat').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.month] })],
);

/**
 * The sales-motivation plan of a pharmacy for a month (§7.5): the contract's productProperties
 * (product, bonus per pack, each cashier's plan by name). Saving replaces the month's plan whole;
 * an empty list is a cleared plan.
 */
export const salesMotivationPlans = pgTable(
  'sales_motivation_plans',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    month: date('month', { mode: 'string' }).notNull(),
    productProperties: jsonb('product_properties').notNull(),
    savedAt: moment('saved_at').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.month] })],
);

/**
 * The supplier contracts a pharmacy's sales motivation can draw products from
 * (cashier-initiative/current-contract, find-product's contractIds): a contract with a promoter
 * over a period, and its products.
 */
export const motivationContracts = pgTable('motivation_contracts', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  promoter: text('promoter').notNull(),
  periodFrom: moment('period_from').notNull(),
  periodTo: moment('period_to').notNull(),
  productIds: integer('product_ids').array().notNull(),
});

// ---- Initiatives list, tasks, settings, purchase form, feedback ---------------------------------

/**
 * How an initiative reached its pharmacy (the list of §2.9): whether it was sent, when it was last
 * exported and last updated. No row: never sent.
 */
export const initiativeDeliveries = pgTable('initiative_deliveries', {
  initiativeId: integer('initiative_id')
    .primaryKey()
    .references(() => initiatives.id, { onDelete: 'cascade' }),
  sent: boolean('sent').notNull(),
  lastExportTime: moment('last_export_time'),
  updateDateTime: moment('update_date_time'),
});

/** A user's settings of one table (reports-and-foundation §3), as the contract's TableSettings. */
export const tableSettings = pgTable(
  'table_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tableName] })],
);

/**
 * The product's own task table (reports-and-foundation §4): what the portal lists and the user
 * closes. The queue itself is pg-boss's (its own schema); a task's job carries its taskId.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    taskId: uuid('task_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queue: text('queue').notNull(),
    taskName: text('task_name').notNull(),
    taskType: text('task_type').notNull(),
    params: jsonb('params').notNull(),
    /** REGISTERED | STARTED | SUCCESS | ERROR. */
    state: text('state').notNull(),
    created: moment('created').notNull(),
    finished: moment('finished'),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    errors: text('errors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Closed by its user: no longer listed, its file deleted. */
    closedAt: moment('closed_at'),
  },
  (table) => [index('background_tasks_user_idx').on(table.userId, table.created)],
);

/** A finished task's file; deleted when the task is closed. In the database, so every gateway serves it. */
export const taskFiles = pgTable('task_files', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => backgroundTasks.taskId, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  /** The file's bytes as base64 (drizzle has no bytea column that works alike on PGlite and pg). */
  content: text('content').notNull(),
});

/** The pharmacy's purchase sum as it entered it (§2.8), one per quarter: the last one saved. */
export const pharmacyPurchases = pgTable(
  'pharmacy_purchases',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    /** The first day of the quarter the date falls in. */
    quarter: date('quarter', { mode: 'string' }).notNull(),
    purchase: amount('purchase').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    savedAt: moment('saved_at').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pharmacyId, table.quarter] })],
);

/** A pharmacy's message to the distributor (the feedback tab) and its status. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    initiativeId: integer('initiative_id'),
    created: moment('created').notNull(),
    /** NEW | IN_PROGRESS | ANSWERED. */
    status: text('status').notNull(),
    answer: text('answer'),
  },
  (table) => [index('feedback_pharmacy_idx').on(table.pharmacyId, table.created)],
);

/**
 * A user's draft of one order screen (or the payroll, or its plan editor) for one pharmacy (our extension): the
 * filters chosen and the quantities or figures typed, as the portal left them. One row per user, pharmacy
 * and screen (six screens), so drafts cannot grow without bound; `body` null is a cleared draft
 * whose revision still counts, so a stale tab cannot bring it back unnoticed.
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    screen: text('screen').notNull(),
    /** Counts every save and clearing; a save names the revision it was made from. */
    revision: integer('revision').notNull(),
    body: jsonb('body'),
    savedAt: moment('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pharmacyId, table.screen] })],
);
