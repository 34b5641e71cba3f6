import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { TableSettings, initiativesListRoutes, tableSettingsLimits, type TableSettingsAnswer } from '../../../src/api/contract/initiatives-list';
import { badRequest } from '../../http/errors';
import { fieldMessage, parseInput } from '../../http/input';
import { saveSettings, savedSettings } from './settings-store';

/** The table name in the path, checked as the body's (the same pattern). */
export const NameParams = v.object({ name: TableSettings.entries.tableName });

/**
 * reports-and-foundation §3, §7: a user's settings of one table. Keyed by the signed-in user, so
 * nobody reads or changes another user's whatever name it sends. Any signed-in user has tables.
 */
export default async function tableSettingsService(app: FastifyInstance) {
  const path = initiativesListRoutes.tableSettings.settings;

  app.get<{ Reply: TableSettingsAnswer }>(path, async (request) => {
    const { name } = parseInput(NameParams, request.params);
    return savedSettings(app.db, request.user.id, name);
  });

  // A body four times the stored bound is refused before it is parsed (the generic Russian 413).
  app.post<{ Reply: TableSettingsAnswer }>(path, { bodyLimit: 4 * tableSettingsLimits.bytes }, async (request) => {
    const { name } = parseInput(NameParams, request.params);
    const settings = parseInput(TableSettings, request.body);
    if (settings.tableName !== name) throw badRequest(fieldMessage('tableName', 'не совпадает с именем таблицы в адресе'));
    return saveSettings(app.db, request.user.id, settings, app.clock());
  });
}
