import { and, count, eq, sql } from 'drizzle-orm';
import { tableSettingsLimits, type TableSettings, type TableSettingsAnswer } from '../../../src/api/contract/initiatives-list';
import type { Database } from '../../db/connect';
import { tableSettings } from '../../db/schema';
import { badRequest, HttpError } from '../../core/errors';

/** Names this user's settings among PostgreSQL advisory locks (an arbitrary constant; the second key is the user). */
const SETTINGS_LOCK_SPACE = 7_301_420;
const kilobytes = (bytes: number) => Math.ceil(bytes / 1024);

/** What a user saved for a table, as the contract answers it: the settings as JSON text, null when never saved. */
export async function savedSettings(db: Database, userId: number, tableName: string): Promise<TableSettingsAnswer> {
  const [row] = await db
    .select({ body: tableSettings.body })
    .from(tableSettings)
    .where(and(eq(tableSettings.userId, userId), eq(tableSettings.tableName, tableName)));
  return { tableName, settingsBody: row ? JSON.stringify(row.body) : null };
}

/**
 * Replaces the user's settings of the table with these, whole. Refused (and nothing stored) past
 * the bounds of tableSettingsLimits: 413 for settings over 64 KB, 400 for a 101st table. Under
 * the user's lock, so parallel saves of new tables cannot pass the count together. Answers what
 * was stored, as GET will read it back (jsonb keeps its own key order).
 */
export async function saveSettings(db: Database, userId: number, settings: TableSettings, now: Date): Promise<TableSettingsAnswer> {
  const bytes = Buffer.byteLength(JSON.stringify(settings));
  if (bytes > tableSettingsLimits.bytes) {
    throw new HttpError(
      413,
      `Настройки таблицы не сохранены: они занимают ${kilobytes(bytes)} КБ, а можно не больше ${kilobytes(tableSettingsLimits.bytes)} КБ.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_SPACE}, ${userId})`);
    const own = eq(tableSettings.userId, userId);
    const [saved] = await tx
      .select({ id: tableSettings.userId })
      .from(tableSettings)
      .where(and(own, eq(tableSettings.tableName, settings.tableName)));
    const [tables] = await tx.select({ count: count() }).from(tableSettings).where(own);
    if (!saved && tables.count >= tableSettingsLimits.tables) {
      throw badRequest(`Настройки таблицы не сохранены: настройки хранятся не больше чем для ${tableSettingsLimits.tables} таблиц.`);
    }
    const [stored] = await tx
      .insert(tableSettings)
      .values({ userId, tableName: settings.tableName, body: settings, updatedAt: now })
      .onConflictDoUpdate({ target: [tableSettings.userId, tableSettings.tableName], set: { body: settings, updatedAt: now } })
      .returning({ body: tableSettings.body });
    return stored;
  });
  return { tableName: settings.tableName, settingsBody: JSON.stringify(row.body) };
}
