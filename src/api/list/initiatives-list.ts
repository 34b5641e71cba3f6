import { initiativesListCalls, type InitiativeTablePage, type InitiativeTableRequest } from '../contract/initiatives-list';
import { http } from '../shared/http';

/**
 * POST /initiative-management/initiative-pharmacy-view/table (spec §7.6): one page of the
 * pharmacy's initiatives with the sorts and filters asked; the gateway never answers PULSAR_BONUS rows.
 */
export function initiativesPage(request: InitiativeTableRequest, signal?: AbortSignal): Promise<InitiativeTablePage> {
  return http().request(initiativesListCalls.initiativesPage, { body: request, signal });
}
