import { delay, http, HttpResponse } from 'msw';
import type { RewardsDistribution } from '../../../src/api/contract/reports';
import { mockServer } from './mock-server';

/** The rewards distribution's gateway: the quarter's owner, manager and cashiers with their points, as msw answers them. */

export const employee = (id: string, name: string, points: [number, number, number]) => ({
  id,
  name,
  productOfTheDayPoints: points[0],
  privateLabelPoints: points[1],
  motivationPoints: points[2],
  pointsSum: points[0] + points[1] + points[2],
});
export const rewards: RewardsDistribution = {
  owner: employee('7701000001', 'Иванова Анна', [10, 20.5, 70]),
  manager: employee('T-002', 'Петров Олег', [5, 5, 10.125]),
  cashiers: [employee('T-101', 'Смирнова Ольга', [1, 2, 3]), employee('T-102', 'Кузнецов Илья', [0.5, 0, 40])],
};

/** Requests of the rewards call (cashier/points), by quarter; a slow answer lets a test see the overlay. */
export function serveRewards(answer: (date: string) => RewardsDistribution | HttpResponse<never> = () => rewards, wait = 0) {
  const dates: string[] = [];
  mockServer.use(
    http.get('/api/reports/cashier/points', async ({ request }) => {
      const date = new URL(request.url).searchParams.get('quarter') ?? '';
      dates.push(date);
      await delay(wait);
      const body = answer(date);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return dates;
}
