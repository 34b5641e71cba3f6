import { InitiativeTablePage, initiativesListPaths, type InitiativeTableRequest } from './contract/initiatives-list';
import { http } from './http';

const service = '/initiative-management';
/** The contract's full path without the service prefix, which http().call adds. */
const tablePath = initiativesListPaths.table.slice(service.length);

/**
 * POST /initiative-management/initiative-pharmacy-view/table (spec §7.6): one page of the
 * pharmacy's initiatives with the sorts and filters asked; the gateway never answers PULSAR_BONUS rows.
 */
export function initiativesPage(request: InitiativeTableRequest, signal?: AbortSignal): Promise<InitiativeTablePage> {
  return http().call(service, tablePath, InitiativeTablePage, { method: 'POST', body: request, signal });
}
