/**
 * The spec's surface of the shared foundation: sign-in, the pharmacy, table settings, background
 * tasks, the initiatives table and the purchase form (RF §3, §7; PP §3, §7.6, §7.7). Written from
 * the spec's text; see spec-surface.ts.
 */
import { fields, notShown, type SpecCall, type SurfaceKey } from './fields';

/** RF §3 Background task. */
const backgroundTask = fields('taskId taskName taskType state created warnings errors');

/** RF §3 Table settings: sorts always a list of a column id and a desc flag; columns and filters as key and show. */
const tableSettings = fields('tableName columnsWidth', {
  sorts: fields('id desc'),
  filtersGrid: fields('key show'),
  columnsGrid: fields('key show'),
});

export const foundationSurface = {
  'POST /uaa/oauth/token': {
    section: 'RF §7 Authentication; RF §3 Auth token data',
    // The three grants: `grant_type` is how OAuth names the grant the spec lists.
    body: fields('grant_type scope username password refresh_token shared_secret'),
    answer: fields('access_token refresh_token'),
  },
  'GET /pharmacy/pharmacy/portal-id/{id}': {
    section: 'RF §7 Other; RF §3 Pharmacy; PP §7.7',
    answer: fields('id subdivCode belongsToMarketplace additionalFtp calcBonusType dataFreshness pulsWarehouseCode', {
      software: fields('acceptInitiatives'),
    }),
  },
  'GET /table-settings/settings/table/{name}': {
    section: 'RF §7 Table settings',
    answer: fields('tableName settingsBody'),
  },
  'POST /table-settings/settings/table/{name}': {
    section: 'RF §7 Table settings; RF §3 Table settings',
    body: tableSettings,
    answer: notShown,
  },
  'POST /background-task/task/create/{queue}': {
    section: 'RF §7 Background tasks; PP §7.7',
    body: fields('taskType taskName params servicePath'),
    answer: backgroundTask,
  },
  'POST /background-task/task/close/{taskId}': {
    section: 'RF §7 Background tasks',
    answer: fields('hasFile fileDeleteLink'),
  },
  'GET /background-task/task/all-my': {
    section: 'RF §7 Background tasks; RF §3 Background task',
    answer: backgroundTask,
  },
  'GET /background-task/task/file/{taskId}': {
    section: 'RF §7 Background tasks (a link as text)',
  },
  'GET /background-task/task/download/{taskId}': {
    section: 'RF §7 Background tasks (the link file/{id} answers, fetched as a binary file)',
    chosen: 'The spec names only the link; this is where our file/{id} points, so a back end serves its own.',
  },
  'DELETE /background-task/task/download/{taskId}': {
    section: 'RF §7 Background tasks (fileDeleteLink, called with DELETE)',
    chosen: 'The spec names only the link; this is where our close/{id} points, so a back end serves its own.',
  },
  'POST /initiative-management/initiative-pharmacy-view/table': {
    section: 'PP §7.6; RF §3 Table list parameters; PP §2.9',
    body: fields('pageNumber rowCount sorts', { filters: notShown, multiFilters: notShown }),
    answer: fields('total current totalPages totalRows pageNumber rowCount', {
      rows: fields(
        'initiativeId type initiativeName initiativeStartDate initiativeEndDate initiativeSent initiativeLastExportTime initiativeUpdateDateTime',
      ),
    }),
  },
  'PUT /common/pharmacy_purchase/save': {
    section: 'PP §7.7; PP §3 Pharmacy purchase',
    body: fields('purchase date pharmacyId'),
  },
} satisfies Record<SurfaceKey, SpecCall>;
