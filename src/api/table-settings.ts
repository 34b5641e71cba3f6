import * as v from 'valibot';
import { TableSettings, TableSettingsAnswer, initiativesListPaths, type TableSettingsInput } from './contract/initiatives-list';
import { http } from './http';

const service = '/table-settings';
const withinService = (path: string) => path.slice(service.length);

/**
 * GET table-settings/settings/table/{name} (reports-and-foundation §7): the user's saved settings
 * of one table, or null when never saved. A body that is not JSON or not settings counts as never
 * saved: an old or broken setting must not keep a table from opening (the defaults serve).
 */
export async function loadTableSettings(tableName: string, signal?: AbortSignal): Promise<TableSettings | null> {
  const answer = await http().call(service, withinService(initiativesListPaths.tableSettings(tableName)), TableSettingsAnswer, { signal });
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
  await http().call(service, withinService(initiativesListPaths.tableSettings(settings.tableName)), TableSettingsAnswer, { method: 'POST', body: settings, signal });
}
