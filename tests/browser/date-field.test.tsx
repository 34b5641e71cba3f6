import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DateField } from '../../src/ui/DateField';

/**
 * The day lives in the test, as it lives in a screen's machine; the form refuses days after
 * 19.11.2026 with its own message, as the purchase form does, and can empty the field.
 */
function Form({ start = '' }: { start?: string }) {
  const [day, setDay] = useState(start);
  return (
    <>
      <output data-testid="day">{day || '—'}</output>
      <DateField
        label="Дата закупки"
        value={day}
        onChange={setDay}
        message={day > '2026-11-19' ? 'Дата закупки должна быть не позже 19.11.2026' : null}
      />
      <button type="button" onClick={() => setDay('')}>
        Очистить
      </button>
    </>
  );
}

const box = () => page.getByLabelText('Дата закупки');
const held = () => page.getByTestId('day');

// The box is text, not `<input type="date">`, so what it shows cannot follow the browser's
// language: the same дд.мм.гггг in a Russian and an English Chromium.
describe("date field (дд.мм.гггг whatever the browser's language)", () => {
  it('shows the day it holds as дд.мм.гггг and hints the form when empty; no native date box is left to the browser', async () => {
    render(<Form start="2026-10-05" />);
    await expect.element(box()).toHaveValue('05.10.2026');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    await page.getByRole('button', { name: 'Очистить' }).click();
    await expect.element(box()).toHaveValue('');
    await expect.element(box()).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it('reads a day typed key by key with the keyboard, and hands on YYYY-MM-DD only once it is whole', async () => {
    render(<Form />);
    await userEvent.click(box());
    await userEvent.keyboard('15.11.202');
    await expect.element(held()).toHaveTextContent('—');
    await userEvent.keyboard('6');
    await expect.element(held()).toHaveTextContent('2026-11-15');
    await expect.element(box()).toHaveValue('15.11.2026');
    await expect.element(box()).not.toHaveAttribute('aria-invalid');
  });

  it('reads a pasted day, spaces around it and one-digit day or month included, without rewriting it', async () => {
    render(<Form />);
    await userEvent.fill(box(), ' 5.10.2026 ');
    await expect.element(held()).toHaveTextContent('2026-10-05');
    await expect.element(box()).toHaveValue(' 5.10.2026 ');
  });

  it('refuses a day no calendar has in words, keeps it as typed and hands on nothing', async () => {
    render(<Form />);
    await userEvent.fill(box(), '31.02.2026');
    await expect.element(page.getByText('Такой даты нет в календаре: 31.02.2026')).toBeVisible();
    await expect.element(box()).toHaveValue('31.02.2026');
    await expect.element(box()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box()).toHaveAccessibleDescription('Такой даты нет в календаре: 31.02.2026');
    await expect.element(held()).toHaveTextContent('—');
  });

  it('says a half-typed or foreign form is no day once the user leaves the box, not while typing', async () => {
    render(<Form />);
    const unfinished = 'Введите дату полностью в виде дд.мм.гггг, например 05.10.2026';
    await userEvent.fill(box(), '05.10.');
    await expect.element(page.getByText(unfinished)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByText(unfinished)).toBeVisible();
    await userEvent.fill(box(), '2026-10-05');
    await userEvent.tab();
    await expect.element(page.getByText(unfinished)).toBeVisible();
    await expect.element(held()).toHaveTextContent('—');
    await userEvent.fill(box(), '05.10.2026');
    await expect.element(page.getByText(unfinished)).not.toBeInTheDocument();
    await expect.element(held()).toHaveTextContent('2026-10-05');
  });

  it("shows the form's own refusal of a real day (a bound) under the box", async () => {
    render(<Form />);
    await userEvent.fill(box(), '01.01.2030');
    await expect.element(held()).toHaveTextContent('2030-01-01');
    await expect.element(box()).toHaveAccessibleDescription('Дата закупки должна быть не позже 19.11.2026');
    await userEvent.fill(box(), '19.11.2026');
    await expect.element(page.getByText('Дата закупки должна быть не позже 19.11.2026')).not.toBeInTheDocument();
  });
});
