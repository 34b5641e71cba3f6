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
import { assertPharmacyAccess } from '../../http/ownership';
import { initiativeRepository, toInitiativeRecord } from './initiatives';
import { overviewCache } from './overview-cache';
import { namedPharmacy } from './pharmacy-scope';
import { quarterOrCurrent, quarterPeriod } from './quarter';

/** The initiatives overview: one pharmacy's initiatives of a quarter, and the quarters that have any. */
export default async function overview(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);
  const answers = overviewCache(app.db);

  app.get<{ Reply: InitiativesReport }>(reportRoutes.initiativesReport, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const query = parseInput(InitiativesReportQuery, request.query);
    // Ownership before anything is read, as namedPharmacy checks it.
    assertPharmacyAccess(request.user, query.id);
    const quarter = quarterOrCurrent(query.quarter, app.clock());
    const period = quarterPeriod(quarter, 'quarter');
    const { pharmacy, kept, keep } = await answers.lookUp(query.id, quarter, period);
    if (kept) return kept;
    const records = (await repository.ofPeriod(pharmacy.id, period)).map(toInitiativeRecord);
    // Hidden rows (PULSAR_BONUS) are sent, since the portal decides what it hides, but not counted.
    const visible = records.filter((record) => !isHiddenInitiativeType(record.type));
    const answer: InitiativesReport = {
      pharmacyId: pharmacy.id,
      quarter,
      dataFreshness: pharmacy.dataFreshness ? unixSeconds(pharmacy.dataFreshness) : null,
      summary: {
        earnedSum: sumMoney(visible.map((record) => record.earned)),
        expectedSum: sumMoney(visible.map((record) => record.expected)),
      },
      initiatives: records,
    };
    keep(answer);
    return answer;
  });

  app.get<{ Reply: InitiativeQuarters }>(reportRoutes.initiativeQuarters, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const query = parseInput(InitiativeQuartersQuery, request.query);
    const pharmacy = await namedPharmacy(app.db, request.user, query.id);
    const spans = await repository.spansOfYear(pharmacy.id, query.year);
    return { year: query.year, quarters: quartersWithData(spans, query.year) };
  });
}
