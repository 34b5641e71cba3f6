import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import type { GridColumn } from '../../src/ui/grid/grid-columns';
import { QuantityInput } from '../../src/ui/quantity/QuantityInput';

/**
 * The order quantity of every order grid (by type, RG, recommended, the forecast): the portal's
 * number box in a grid cell. Typing replaces, Enter or F2 edits in place, Escape restores, and the
 * order (here: what the owner was handed) changes only on a committed, accepted text.
 */
interface Line {
  key: string;
  name: string;
}
const lines: Line[] = [
  { key: 'a', name: 'Магне B6' },
  { key: 'b', name: 'Нурофен' },
];

/** Every text the order was handed, in order: a refused or half-typed text must never be one. */
let handed: string[] = [];

function Order({ start }: { start: Record<string, string> }) {
  const [order, setOrder] = useState(start);
  const columns: GridColumn<Line>[] = [
    { key: 'name', name: 'Товар', width: 200 },
    {
      key: 'order',
      name: 'Количество к заказу, уп.',
      width: 140,
      renderCell: (line, { tabIndex }) =>
        tabIndex !== 0 ? (
          <span className="positions__quantity">{order[line.key]}</span>
        ) : (
          <QuantityInput
            className="positions__quantity"
            productName={line.name}
            text={order[line.key] ?? ''}
            onEdit={(text) => {
              handed.push(text);
              setOrder((was) => ({ ...was, [line.key]: text }));
            }}
          />
        ),
    },
  ];
  return (
    <main>
      <button type="button">До таблицы</button>
      <DataGrid label="Заказ" columns={columns} rows={lines} rowKey={(line) => line.key} />
      <output aria-label="В заказе">{lines.map((line) => `${line.name}: ${order[line.key]}`).join('; ')}</output>
      <button type="button">После таблицы</button>
    </main>
  );
}

const box = (name: string) => page.getByRole('textbox', { name: `Количество к заказу: ${name}` });
const inOrder = () => page.getByRole('status').filter({ hasText: 'не принято' });

async function reachMagne(start: Record<string, string>) {
  handed = [];
  await render(<Order start={start} />);
  await userEvent.click(page.getByRole('button', { name: 'До таблицы' }));
  await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}');
  await expect.element(box('Магне B6')).toHaveFocus();
}

describe('the quantity box of an order grid', () => {
  it('typing on a cell reached with the arrows replaces its value; the order takes it when the cell is left', async () => {
    await reachMagne({ a: '1', b: '4' });
    await userEvent.keyboard('5');
    await expect.element(box('Магне B6')).toHaveValue('5');
    // Not yet committed: the order still holds 1.
    expect(handed).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(box('Нурофен')).toHaveFocus();
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 5; Нурофен: 4');
    expect(handed).toEqual(['5']);
    // Typing on the next one replaces its 4 as well; Enter commits and stays.
    await userEvent.keyboard('7{Enter}');
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 5; Нурофен: 7');
    await expect.element(box('Нурофен')).toHaveFocus();
  });

  it('«999999» and «1,5» over 12 are refused and never reach the order; leaving puts 12 back and says so', async () => {
    await reachMagne({ a: '12', b: '4' });
    await userEvent.keyboard('999999');
    await expect.element(box('Магне B6')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не больше 10 000 упаковок в строке. В заказе остаётся 12');
    // Enter does not commit a refused text: the refusal stays, so does the order.
    await userEvent.keyboard('{Enter}');
    await expect.element(box('Магне B6')).toHaveValue('999999');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'После таблицы' })).toHaveFocus();
    await expect.element(inOrder()).toHaveTextContent('«999999» не принято: не больше 10 000 упаковок в строке. В заказе остаётся 12');
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 12; Нурофен: 4');

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(box('Магне B6')).toHaveValue('12');
    await userEvent.keyboard('1,5');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Только целое число упаковок. В заказе остаётся 12');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(inOrder()).toHaveTextContent('«1,5» не принято: только целое число упаковок. В заказе остаётся 12');
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 12; Нурофен: 4');
    expect(handed).toEqual([]);
    // The next accepted commit clears the sentence.
    await userEvent.keyboard('8{Enter}');
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 12; Нурофен: 8');
    expect(inOrder().elements()).toHaveLength(0);
  });

  it('Enter or F2 edits in place, with the caret after the digits; Escape puts the committed text back', async () => {
    await reachMagne({ a: '12', b: '4' });
    await userEvent.keyboard('{F2}3');
    await expect.element(box('Магне B6')).toHaveValue('123');
    await userEvent.keyboard('{Escape}');
    await expect.element(box('Магне B6')).toHaveValue('12');
    // Escape restored and kept the user in the cell (it did not leave the grid).
    await expect.element(box('Магне B6')).toHaveFocus();
    await userEvent.keyboard('{Enter}0{ArrowLeft}{Backspace}{Enter}');
    await expect.element(page.getByLabelText('В заказе')).toHaveTextContent('Магне B6: 10; Нурофен: 4');
    expect(handed).toEqual(['10']);
  });
});
