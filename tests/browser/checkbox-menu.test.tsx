import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { CheckboxMenu } from '../../src/ui/CheckboxMenu';

/** The menu as a screen holds it: the chosen values are the owner's. */
function Owner() {
  const [chosen, setChosen] = useState<string[]>(['1']);
  return (
    <CheckboxMenu
      label="Поставщики"
      options={[
        { value: '1', label: 'Поставщик 1' },
        { value: '2', label: 'Поставщик 2' },
      ]}
      chosen={chosen}
      onChange={setChosen}
    />
  );
}

describe('a checkbox menu’s «Сбросить»', () => {
  it('pressed with Enter, clears the choice and leaves the focus on «Закрыть» beside it, the menu open', async () => {
    await render(<Owner />);
    await userEvent.click(page.getByRole('button', { name: /^Поставщики:/u }));
    const reset = page.getByRole('button', { name: 'Сбросить' });
    reset.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('checkbox', { name: 'Поставщик 1' })).not.toBeChecked();
    await expect.element(reset).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await expect.element(page.getByRole('group', { name: 'Поставщики' })).toBeVisible();
  });
});

describe('an empty checkbox menu', () => {
  it('says «Нет данных» when there are no options, and that they failed to load when they did', async () => {
    const screen = await render(<CheckboxMenu label="Промоутеры" options={[]} chosen={[]} onChange={() => undefined} />);
    await userEvent.click(page.getByRole('button', { name: /^Промоутеры:/u }));
    await expect.element(page.getByRole('group', { name: 'Промоутеры' })).toHaveTextContent('Нет данных');
    await screen.rerender(<CheckboxMenu label="Промоутеры" options={[]} chosen={[]} onChange={() => undefined} failed />);
    await expect.element(page.getByRole('group', { name: 'Промоутеры' })).toHaveTextContent('Не удалось загрузить');
  });
});

describe('long names in a checkbox menu', () => {
  const long = 'Гевискон Двойное действие, таблетки жевательные мятные №12';
  const options = [
    { value: '1', label: long },
    { value: '2', label: 'Поставщик 2' },
  ];
  const whole = (element: Element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1;

  it('the chosen name is read whole on the opener, wrapped, and so is every option in the open list, at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      await page.viewport(width, 800);
      const screen = await render(<CheckboxMenu label="Промо-товар" options={options} chosen={['1']} onChange={() => undefined} />);
      const opener = page.getByRole('button', { name: /^Промо-товар:/u });
      await expect.element(opener).toHaveTextContent(long);
      expect(whole(opener.element())).toBe(true);
      await userEvent.click(opener);
      const option = page.getByRole('group', { name: 'Промо-товар' }).getByText(long);
      await expect.element(option).toBeVisible();
      const list = option.element().closest('.checkbox-menu__list')!;
      // Nothing of it lies beyond the list's right edge: it wraps rather than scrolling sideways.
      expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
      expect(option.element().getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
      screen.unmount();
    }
  });
});
