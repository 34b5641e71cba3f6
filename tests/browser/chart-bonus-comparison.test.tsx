import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bonusComparisonCharts, type CommonBonuses } from '../../src/domain/reports/bonus-comparison';
import { ComparisonBarChart } from '../../src/ui/chart/ComparisonBarChart';
import '../../src/styles/base.css';

// Small shares, as a young pharmacy has them: 0,12 / 0,17 / 0,2 % (and the money per million).
const record: CommonBonuses = {
  quarter: '2025-04-01',
  currPhAllBonus: 0,
  currPhMatrixBonusSum: 0,
  currPhRecGoodsSum: 0,
  currPhOneMillionSum: 1200.5,
  currPhPercent: 0.12,
  bestPhAllBonus: 0,
  bestPhOneMillionSum: 1700.25,
  bestPhPercent: 0.17,
  averagePhAllBonus: 0,
  averagePhMatrixBonusSum: 0,
  averagePhRecGoodsSum: 0,
  averagePhOneMillionSum: 2000,
  averagePhPercent: 0.2,
  otherBonusSumAvg: 0,
  otherBonusSumMax: 0,
  mmAndRecBonusSumAvg: 0,
  mmAndRecBonusSumMax: 0,
};
const [share, perMillion] = bonusComparisonCharts(record);

async function drawn(chart = share) {
  await page.viewport(900, 700);
  const screen = await render(
    <div style={{ width: 600 }}>
      <ComparisonBarChart chart={chart} />
    </div>,
  );
  await expect.poll(() => screen.container.querySelectorAll('.chart__value').length).toBe(3);
  return screen.container;
}

/** The chart drawn, with the texts the page measured meanwhile (each a forced layout). */
async function drawnMeasuring(chart: typeof share) {
  const measured: string[] = [];
  const measure = SVGTextContentElement.prototype.getComputedTextLength;
  SVGTextContentElement.prototype.getComputedTextLength = function (this: SVGTextContentElement) {
    measured.push(this.textContent ?? '');
    return measure.call(this);
  };
  try {
    return { container: await drawn(chart), measured };
  } finally {
    SVGTextContentElement.prototype.getComputedTextLength = measure;
  }
}

const texts = (container: Element, selector: string) => [...container.querySelectorAll(selector)].map((node) => node.textContent ?? '');

describe('bonus comparison chart', () => {
  it('writes each bar’s figure on it in the measure’s decimals', async () => {
    const container = await drawn();
    expect(texts(container, '.chart__value')).toEqual(['0,1 %', '0,2 %', '0,2 %']);
    const money = await drawn(perMillion);
    expect(texts(money, '.chart__value').slice(-3)).toEqual(['1 200,50 ₽', '1 700,25 ₽', '2 000,00 ₽']);
  });

  it('labels the value axis with ticks that all differ, however small the values', async () => {
    const container = await drawn();
    const ticks = texts(container, '.chart__value-axis .visx-axis-tick');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    // The step of these ticks is 0,05 (or 0,02): two decimals on every tick, so none reads the same.
    expect(ticks[0]).toBe('0,00');
    expect(ticks).toContain('0,20');
  });

  it('draws its tick labels without measuring them, beside their ticks', async () => {
    // visx's Text measures every word it draws (a forced layout each); one-line tick labels need none.
    // Sums no other test draws: visx keeps what it measured, by text, for the page's life.
    const [, unseen] = bonusComparisonCharts({ ...record, currPhOneMillionSum: 31_415_926.5, bestPhOneMillionSum: 27_182_818.25 });
    const { container, measured } = await drawnMeasuring(unseen);
    const labels = [...container.querySelectorAll<SVGTextElement>('.visx-axis-tick text')];
    expect(labels.map((label) => label.textContent)).toContain('Ваша аптека');
    expect(measured.filter((word) => labels.some((label) => label.textContent?.split(' ').includes(word)))).toEqual([]);
    // Each label stands by its own tick: the value labels left of the value axis, level with their
    // tick; the pharmacies under the bottom axis, centred on their tick.
    for (const tick of container.querySelectorAll('.visx-axis-tick')) {
      const line = tick.querySelector('line')!.getBoundingClientRect();
      const label = tick.querySelector('text')!.getBoundingClientRect();
      if (tick.closest('.chart__value-axis')) {
        expect(label.right).toBeLessThanOrEqual(line.left);
        expect(Math.abs((label.top + label.bottom) / 2 - line.top)).toBeLessThan(label.height / 2);
      } else {
        expect(label.top).toBeGreaterThanOrEqual(line.bottom);
        expect(Math.abs((label.left + label.right) / 2 - line.left)).toBeLessThan(1);
      }
    }
  });

  it('titles its value axis upwards beside the tick labels, without measuring the words', async () => {
    const { container, measured } = await drawnMeasuring(perMillion);
    const title = container.querySelector<SVGTextElement>('.chart__axis-title')!;
    expect(title.textContent).toBe(perMillion.axisLabel);
    expect(measured.filter((word) => perMillion.axisLabel.split(' ').includes(word))).toEqual([]);
    const box = title.getBoundingClientRect();
    const axis = container.querySelector('.chart__value-axis .visx-axis-line')!.getBoundingClientRect();
    const tickLabels = [...container.querySelectorAll('.chart__value-axis .visx-axis-tick text')].map((label) =>
      label.getBoundingClientRect(),
    );
    // Read upwards: taller than wide, left of every tick label, its middle level with the axis's.
    // (Where visx drew it: the same place within a pixel, checked against its own Text.)
    expect(box.height).toBeGreaterThan(box.width);
    expect(box.right).toBeLessThanOrEqual(Math.min(...tickLabels.map((label) => label.left)));
    expect(box.left).toBeGreaterThanOrEqual(container.querySelector('svg')!.getBoundingClientRect().left);
    expect(Math.abs((box.top + box.bottom) / 2 - (axis.top + axis.bottom) / 2)).toBeLessThan(2);
  });

  it('shows the exact figure in a tooltip on keyboard focus and on hover', async () => {
    await drawn();
    await userEvent.tab();
    const current = page.getByRole('img', { name: 'Ваша аптека: 0,12 %' });
    await expect.element(current).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Ваша аптека: 0,12 %');
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Лучшая аптека: 0,17 %');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();

    await page.getByRole('img', { name: 'Средняя аптека: 0,2 %' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Средняя аптека: 0,2 %');
  });

  it('names its drawing in Russian by what it shows, not the library’s «XYChart»', async () => {
    const container = await drawn();
    const names = [...container.querySelectorAll('svg[aria-label]')].map((svg) => svg.getAttribute('aria-label'));
    expect(names).toEqual([
      'Столбчатая диаграмма. Доля бонуса в обороте: ваша аптека — 0,12 %, лучшая аптека — 0,17 %, средняя аптека — 0,20 %.',
    ]);
  });
});
