import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Report } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { savedTableSettings } from './support/handlers/table-settings';
import { reportRowsUrl } from './support/report-rows';
import { renderApp } from './support/render-app';

withMockServer();

const april = new Date(2026, 3, 1).getTime() / 1000;
const header: Report = {
  id: 102,
  name: 'Приоритетные продажи',
  type: 'PRIORITY_SALE',
  from: april,
  to: april,
  period: 'II квартал 2026',
  dataFreshness: april,
};
// The rows of the contract table's own call: a plain list.
const rows = [
  {
    contract: 'К-1',
    product: { id: 501, name: 'Мирамистин' },
    sipPrice: 250,
    procurementClac: true,
    percent: 12.25,
    amount: 3,
    bonus: 91.88,
  },
];

const contractHeader = () => page.getByRole('columnheader', { name: 'Контракт', exact: true });
const widthOf = () => Math.round(contractHeader().element().getBoundingClientRect().width);

describe('column widths kept per user', () => {
  it('a report-detail column resized by keyboard is sent to table-settings and comes back on the next render', async () => {
    mockServer.use(
      http.get('/api/reports/report/102', () => HttpResponse.json(header)),
      http.get(reportRowsUrl(102, 'contract'), () => HttpResponse.json(rows)),
    );
    const first = await renderApp('/reports/102', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: 'К-1' })).toBeVisible();
    const before = widthOf();
    // react-data-grid's keyboard resize: Ctrl+→ on the focused header widens by 10 px.
    await contractHeader().click();
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    const resized = widthOf();
    expect(resized).toBe(before + 50);
    await expect.poll(() => savedTableSettings.get('report-detail.contract'), { timeout: 3000 }).toBeDefined();
    expect(JSON.parse(savedTableSettings.get('report-detail.contract')!).columnsWidth).toEqual({ contract: resized });

    // A reload (another browser alike: nothing local is read for widths) finds the width again.
    first.screen.unmount();
    await renderApp('/reports/102', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: 'К-1' })).toBeVisible();
    await expect.poll(widthOf).toBe(resized);
  });
});
