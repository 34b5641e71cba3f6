import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { ListCounters } from '../../src/ui/list/ListCounters';
import { PageSize } from '../../src/ui/list/PageSize';
import { Paginator } from '../../src/ui/list/Paginator';

/** A list of `total` rows whose page and size live in the test, as they live in a screen's machine. */
function List({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  return (
    <>
      <output data-testid="page">{page}</output>
      <Paginator page={page} total={total} pageSize={size} onPageChange={setPage} />
      <PageSize value={size} onChange={(next) => (setSize(next), setPage(1))} />
    </>
  );
}

const current = () => page.getByTestId('page').element().textContent;
const numbered = () =>
  [...document.querySelectorAll('nav[aria-label="Страницы"] button[aria-label^="Страница "]')].map((button) => button.textContent);
const field = () => page.getByLabelText('Перейти к странице');

describe('paginator', () => {
  it('shows five numbered pages around the current one, with first, previous, next and last', async () => {
    render(<List total={1000} />);
    await expect.element(page.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(numbered()).toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Страница 4' }).click();
    expect(numbered()).toEqual(['2', '3', '4', '5', '6']);
    await page.getByRole('button', { name: 'Последняя страница' }).click();
    expect(current()).toBe('50');
    expect(numbered()).toEqual(['46', '47', '48', '49', '50']);
    await expect.element(page.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await page.getByRole('button', { name: 'Предыдущая страница' }).click();
    expect(current()).toBe('49');
    await page.getByRole('button', { name: 'Первая страница' }).click();
    expect(current()).toBe('1');
    await expect.element(page.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('the go-to field takes digits, Backspace and Delete only, and goes on Enter', async () => {
    render(<List total={1000} />);
    await field().click();
    await userEvent.keyboard('1a-b.2 e');
    await expect.element(field()).toHaveValue('12');
    await userEvent.keyboard('{Backspace}7');
    await expect.element(field()).toHaveValue('17');
    await userEvent.keyboard('{Home}{Delete}');
    await expect.element(field()).toHaveValue('7');
    expect(current()).toBe('1');
    await userEvent.keyboard('{Enter}');
    expect(current()).toBe('7');
  });

  it("a page that does not exist says 'Страница не найдена' and changes nothing", async () => {
    render(<List total={45} />);
    await field().click();
    await userEvent.keyboard('4{Enter}');
    await expect.element(page.getByText('Страница не найдена')).toBeVisible();
    expect(current()).toBe('1');
    await userEvent.keyboard('{Backspace}3{Enter}');
    expect(current()).toBe('3');
    expect(page.getByText('Страница не найдена').query()).toBeNull();
  });

  it('page size 10, 20, 50 or 100, 20 by default; pages are the ceiling of total over size', async () => {
    render(<List total={45} />);
    const select = page.getByLabelText('Строк на странице');
    await expect.element(select).toHaveValue('20');
    expect([...(select.element() as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '20', '50', '100']);
    expect(numbered()).toEqual(['1', '2', '3']);
    await select.selectOptions('10');
    expect(numbered()).toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Последняя страница' }).click();
    expect(current()).toBe('5');
    await select.selectOptions('50');
    expect(numbered()).toEqual(['1']);
    expect(current()).toBe('1');
  });
});

describe('counters', () => {
  it('shows shown, selected and total results', async () => {
    render(<ListCounters shown={20} selected={3} total={1234} />);
    await expect.element(page.getByText('Показано результатов: 20')).toBeVisible();
    await expect.element(page.getByText('Выбрано строк: 3')).toBeVisible();
    await expect.element(page.getByText(/^Всего результатов: 1\s234$/u)).toBeVisible();
  });
});
