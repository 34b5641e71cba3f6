import * as v from 'valibot';
import { TableSettings, tableSettingsCalls, type TableSettingsInput } from '../contract/initiatives-list';
import { http } from '../shared/http';

/**
 * GET table-settings/settings/table/{name} (reports-and-foundation §7): the user's saved settings
 * of one table, or null when never saved. A body that is not JSON or not settings counts as never
 * saved: an old or broken setting must not keep a table from opening (the defaults serve).
 */
export async function loadTableSettings(tableName: string, signal?: AbortSignal): Promise<TableSettings | null> {
  const answer = await http().request(tableSettingsCalls.loadTableSettings, { params: { name: tableName }, signal });
  if (answer.settingsBody === null) return null;
  try {
    const parsed = v.safeParse(TableSettings, JSON.parse(answer.settingsBody));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** POST the same path: the whole settings of the table, as one state. */
export async function saveTableSettings(settings: TableSettingsInput, signal?: AbortSignal): Promise<void> {
  await http().request(tableSettingsCalls.saveTableSettings, { params: { name: settings.tableName }, body: settings, signal });
}
