import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { CheckboxMenu } from '../../src/ui/CheckboxMenu';
import { Modal } from '../../src/ui/Modal';

/**
 * A menu or a dialog that closes tells the owner what the owner passes at that moment, not what it
 * passed on opening: a screen's handler or focus target may change while the menu or dialog is open.
 */
describe('closing reads what the owner passes now', () => {
  it('a click outside the menu reports the close to the newest onClose', async () => {
    const closed: string[] = [];
    const menu = (owner: string) => (
      <>
        <p>Вне меню</p>
        <CheckboxMenu
          label="Поставщики"
          options={[{ value: '1', label: 'Поставщик 1' }]}
          chosen={[]}
          onChange={() => {}}
          onClose={() => closed.push(owner)}
        />
      </>
    );
    const screen = await render(menu('first'));
    await userEvent.click(page.getByRole('button', { name: /^Поставщики:/u }));
    await expect.element(page.getByRole('group', { name: 'Поставщики' })).toBeVisible();
    await screen.rerender(menu('second'));
    await userEvent.click(page.getByText('Вне меню'));
    await expect.element(page.getByRole('group', { name: 'Поставщики' })).not.toBeInTheDocument();
    expect(closed).toEqual(['second']);
  });

  it('a dialog closed gives the focus to the newest returnFocus target', async () => {
    function Owner() {
      const [open, setOpen] = useState(false);
      const [target, setTarget] = useState('Первая');
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Открыть
          </button>
          <button type="button">Первая</button>
          <button type="button">Вторая</button>
          {open && (
            <Modal
              title="Диалог"
              onClose={() => setOpen(false)}
              returnFocus={() => [...document.querySelectorAll('button')].find((button) => button.textContent === target) ?? null}
            >
              <button type="button" onClick={() => setTarget('Вторая')}>
                Сменить
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Закрыть
              </button>
            </Modal>
          )}
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(page.getByRole('button', { name: 'Открыть' }));
    await userEvent.click(page.getByRole('button', { name: 'Сменить' }));
    await userEvent.click(page.getByRole('button', { name: 'Закрыть' }));
    await expect.element(page.getByRole('button', { name: 'Вторая' })).toHaveFocus();
  });
});
