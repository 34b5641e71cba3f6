import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  /** Role names (authorities), e.g. ROLE_PHARMACY; permissions follow from src/domain/permissions.ts. */
  roles: text('roles').array().notNull(),
  /** The pharmacy a ROLE_PHARMACY user acts for; null for staff who see many pharmacies. */
  pharmacyId: integer('pharmacy_id').references(() => pharmacies.id),
  /** SHA-256 of the entry-link secret; the secret itself is never stored. */
  sharedSecretHash: text('shared_secret_hash').unique(),
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

/** Gateway-wide values shared by every gateway on the database, e.g. the token signing secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---- Reports (issue 3) ----------------------------------------------------------------------

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
