import type { FastifyInstance } from 'fastify';
import { initiativesListCalls } from '../../../src/api/contract/initiatives-list';
import { route } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { pharmacyInitiativeRows } from './list-rows';
import { filterRows, pageOf, sortRows } from './table-page';

/**
 * §7.6: the pharmacy's initiatives list, filtered, sorted and paged. A pharmacy user reads its
 * own (403 for another pharmacy's id); staff name the pharmacy.
 */
export default async function initiativeList(app: FastifyInstance) {
  route(app, initiativesListCalls.initiativesPage, { permissions: ['READ_INITIATIVES'] }, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const rows = await pharmacyInitiativeRows(app.db, pharmacy.id);
    return pageOf(sortRows(filterRows(rows, query.filters, query.multiFilters), query.sorts), query.pageNumber, query.rowCount);
  });
}
