import { and, eq } from 'drizzle-orm';
import type { TableSettings, TableSettingsAnswer } from '../../../src/api/contract/initiatives-list';
import type { Database } from '../../db/connect';
import { tableSettings } from '../../db/schema';

/** What a user saved for a table, as the contract answers it: the settings as JSON text, null when never saved. */
export async function savedSettings(db: Database, userId: number, tableName: string): Promise<TableSettingsAnswer> {
  const [row] = await db
    .select({ body: tableSettings.body })
    .from(tableSettings)
    .where(and(eq(tableSettings.userId, userId), eq(tableSettings.tableName, tableName)));
  return { tableName, settingsBody: row ? JSON.stringify(row.body) : null };
}

/**
 * Replaces the user's settings of the table with these, whole (one statement: nothing half-saved).
 * Answers what was stored, as GET will read it back (jsonb keeps its own key order).
 */
export async function saveSettings(db: Database, userId: number, settings: TableSettings, now: Date): Promise<TableSettingsAnswer> {
  const [row] = await db
    .insert(tableSettings)
    .values({ userId, tableName: settings.tableName, body: settings, updatedAt: now })
    .onConflictDoUpdate({ target: [tableSettings.userId, tableSettings.tableName], set: { body: settings, updatedAt: now } })
    .returning({ body: tableSettings.body });
  return { tableName: settings.tableName, settingsBody: JSON.stringify(row.body) };
}
