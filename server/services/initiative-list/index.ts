import type { FastifyInstance } from 'fastify';
import { InitiativeTableRequest, initiativesListRoutes, type InitiativeTablePage } from '../../../src/api/contract/initiatives-list';
import { parseInput } from '../../http/input';
import { askedPharmacy } from '../purchase-order/scope';
import { pharmacyInitiativeRows } from './list-rows';
import { filterRows, pageOf, sortRows } from './table-page';

/**
 * §7.6: the pharmacy's initiatives list, filtered, sorted and paged. A pharmacy user reads its
 * own (403 for another pharmacy's id); staff name the pharmacy.
 */
export default async function initiativeList(app: FastifyInstance) {
  app.post<{ Reply: InitiativeTablePage }>(initiativesListRoutes.initiativeManagement.table, { config: { permissions: ['READ_INITIATIVES'] } }, async (request) => {
    const query = parseInput(InitiativeTableRequest, request.body);
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const rows = await pharmacyInitiativeRows(app.db, pharmacy.id);
    return pageOf(sortRows(filterRows(rows, query.filters), query.sorts), query.pageNumber, query.pageSize);
  });
}
