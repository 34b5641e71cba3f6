import { http, HttpResponse } from 'msw';

/**
 * Table settings kept per table name as the gateway does (one user per test), so every grid that
 * keeps its column widths finds nothing saved at first and its saves are read back. Emptied after
 * each test by mock-server.
 */
export const savedTableSettings = new Map<string, string>();

export const tableSettingsHandlers = [
  http.get('/api/table-settings/settings/table/:name', ({ params }) => {
    const tableName = String(params.name);
    return HttpResponse.json({ tableName, settingsBody: savedTableSettings.get(tableName) ?? null });
  }),
  http.post('/api/table-settings/settings/table/:name', async ({ params, request }) => {
    const tableName = String(params.name);
    const body = await request.text();
    savedTableSettings.set(tableName, body);
    return HttpResponse.json({ tableName, settingsBody: body });
  }),
];
