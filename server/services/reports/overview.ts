import type { FastifyInstance } from 'fastify';
import {
  InitiativeQuartersQuery,
  InitiativesReportQuery,
  reportRoutes,
  type InitiativeQuarters,
  type InitiativesReport,
} from '../../../src/api/contract/reports';
import { isHiddenInitiativeType } from '../../../src/domain/initiative-types';
import { sumMoney } from '../../../src/domain/money';
import { quartersWithData } from '../../../src/domain/overview';
import { unixSeconds } from '../../clock';
import { parseInput } from '../../http/input';
import { initiativeRepository, toInitiativeRecord } from './initiatives';
import { namedPharmacy } from './pharmacy-scope';
import { quarterOrCurrent, quarterPeriod } from './quarter';

/** The initiatives overview: one pharmacy's initiatives of a quarter, and the quarters that have any. */
export default async function overview(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);

  app.get<{ Reply: InitiativesReport }>(reportRoutes.initiativesReport, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const query = parseInput(InitiativesReportQuery, request.query);
    const pharmacy = await namedPharmacy(app.db, request.user, query.id);
    const quarter = quarterOrCurrent(query.quarter, app.clock());
    const records = (await repository.ofPeriod(pharmacy.id, quarterPeriod(quarter, 'quarter'))).map(toInitiativeRecord);
    // Hidden rows (PULSAR_BONUS) are sent, since the portal decides what it hides, but not counted.
    const visible = records.filter((record) => !isHiddenInitiativeType(record.type));
    return {
      pharmacyId: pharmacy.id,
      quarter,
      dataFreshness: pharmacy.dataFreshness ? unixSeconds(pharmacy.dataFreshness) : null,
      summary: {
        earnedSum: sumMoney(visible.map((record) => record.earned)),
        expectedSum: sumMoney(visible.map((record) => record.expected)),
      },
      initiatives: records,
    };
  });

  app.get<{ Reply: InitiativeQuarters }>(reportRoutes.initiativeQuarters, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const query = parseInput(InitiativeQuartersQuery, request.query);
    const pharmacy = await namedPharmacy(app.db, request.user, query.id);
    const spans = await repository.spansOfYear(pharmacy.id, query.year);
    return { year: query.year, quarters: quartersWithData(spans, query.year) };
  });
}
