import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { QuantityCell } from '../../src/ui/quantity/QuantityCell';

/**
 * The order quantity looks the same on the forecast and on the position orders: a right-aligned
 * box with a thin border, as an inactive cell's text and as the active cell's text box, and a
 * focused box, refused or not, shows the portal's focus ring.
 */
const look = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    display: style.display,
    textAlign: style.textAlign,
    border: `${style.borderTopWidth} ${style.borderTopStyle}`,
    padding: style.padding,
    lineHeight: style.lineHeight,
    background: style.backgroundColor,
  };
};

function Cells({ tabIndex, text }: { tabIndex: number; text: string }) {
  const cell = { productName: 'Нурофен', text, recommended: 10, tabIndex, onEdit: () => {} };
  return (
    <main>
      <div data-testid="forecast">
        <QuantityCell className="profit-forecast__quantity" {...cell} />
      </div>
      <div data-testid="positions">
        <QuantityCell className="positions__quantity" {...cell} />
      </div>
    </main>
  );
}

const boxIn = (where: string) => page.getByTestId(where).element().querySelector('.quantity-cell > :first-child')!;

describe('the order quantity box', () => {
  it('draws an inactive cell as the same right-aligned box on both screens', async () => {
    await render(<Cells tabIndex={-1} text="12" />);
    const forecast = look(boxIn('forecast'));
    expect(forecast).toMatchObject({ display: 'block', textAlign: 'end', border: '1px solid' });
    expect(look(boxIn('positions'))).toEqual(forecast);
  });

  it('groups thousands in an inactive cell as the text box does: «1 500», not «1500»', async () => {
    await render(<Cells tabIndex={-1} text="1500" />);
    expect(boxIn('forecast').textContent).toBe('1 500');
    expect(boxIn('positions').textContent).toBe('1 500');
  });

  it('draws the text box alike and rings it when focused, refused or not', async () => {
    await render(<Cells tabIndex={0} text="12" />);
    const forecast = look(boxIn('forecast'));
    expect(forecast).toMatchObject({ display: 'block', textAlign: 'end', border: '1px solid' });
    expect(look(boxIn('positions'))).toEqual(forecast);
    for (const box of page.getByRole('textbox', { name: 'Количество к заказу: Нурофен' }).elements()) {
      await userEvent.click(box);
      await userEvent.keyboard('x');
      await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
      expect(getComputedStyle(box)).toMatchObject({ outlineColor: 'rgb(11, 110, 79)', outlineOffset: '1px' });
      await userEvent.keyboard('{Escape}');
    }
  });
});
