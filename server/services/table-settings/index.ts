import type { FastifyInstance } from 'fastify';
import { tableSettingsCalls, tableSettingsLimits } from '../../../src/api/contract/initiatives-list';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { route } from '../../http/route';
import { saveSettings, savedSettings } from './settings-store';

/**
 * reports-and-foundation §3, §7: a user's settings of one table. Keyed by the signed-in user, so
 * nobody reads or changes another user's whatever name it sends. Any signed-in user has tables.
 */
export default async function tableSettingsService(app: FastifyInstance) {
  route(app, tableSettingsCalls.loadTableSettings, {}, async ({ params: { name } }, request) =>
    savedSettings(app.db, request.user.id, name),
  );

  // A body four times the stored bound is refused before it is parsed (the generic Russian 413).
  route(
    app,
    tableSettingsCalls.saveTableSettings,
    { bodyLimit: 4 * tableSettingsLimits.bytes },
    async ({ params: { name }, body: settings }, request) => {
      if (settings.tableName !== name) throw badRequest(fieldMessage('tableName', 'не совпадает с именем таблицы в адресе'));
      return saveSettings(app.db, request.user.id, settings, app.clock());
    },
  );
}
