import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import '../../src/styles/positions.css';
import { FilterSelect } from '../../src/screens/orders/positions/FilterSelect';

const long = 'Гевискон Двойное действие, таблетки жевательные мятные №12';
const options = [
  { value: '1', label: long },
  { value: '2', label: 'Нурофен' },
];

describe('a select too narrow for its chosen name', () => {
  it('shows the whole name under it on hover and on keyboard focus, and is described by it while focused', async () => {
    await page.viewport(1440, 900);
    await render(<FilterSelect id="product" label="Товар" value="1" options={options} onChange={() => undefined} />);
    const select = page.getByRole('combobox', { name: 'Товар' });
    const tip = page.getByRole('tooltip');
    await userEvent.hover(select);
    await expect.element(tip).toHaveTextContent(long);
    await userEvent.unhover(select);
    await expect.element(tip).not.toBeInTheDocument();
    (select.element() as HTMLElement).focus();
    await expect.element(tip).toHaveTextContent(long);
    await expect.element(select).toHaveAccessibleDescription(long);
    (select.element() as HTMLElement).blur();
    await expect.element(tip).not.toBeInTheDocument();
    await expect.element(select).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing more when the chosen name fits', async () => {
    await render(<FilterSelect id="product" label="Товар" value="2" options={options} onChange={() => undefined} />);
    const select = page.getByRole('combobox', { name: 'Товар' });
    await userEvent.hover(select);
    (select.element() as HTMLElement).focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(
      page
        .getByRole('tooltip')
        .elements()
        .filter((element) => !(element as HTMLElement).hidden),
    ).toHaveLength(0);
  });
});
