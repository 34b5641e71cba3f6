import * as v from 'valibot';
import { TableSettings, tableSettingsCalls } from '../contract/initiatives-list';
import { http } from '../shared/http';

/**
 * Adds the decoding of the saved settings: the call answers them as a JSON text, read here into
 * the table's settings, or null when never saved. A body that is not JSON or not settings counts as
 * never saved: an old or broken setting must not keep a table from opening (the defaults serve).
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
