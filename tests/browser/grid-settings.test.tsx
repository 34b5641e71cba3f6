import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import type { GridItem } from '../../src/domain/shared/table-settings';
import { GridSettingsModal } from '../../src/ui/GridSettingsModal';

const defaultColumns: GridItem[] = [
  { key: 'initiativeId', show: true },
  { key: 'type', show: true },
  { key: 'initiativeLastExportTime', show: false },
];
const defaultFilters: GridItem[] = [
  { key: 'type', show: true },
  { key: 'initiativeName', show: true },
];
const labels = { initiativeId: 'ID', type: 'Тип', initiativeLastExportTime: 'Последняя выгрузка', initiativeName: 'Название' };

/** The modal's owner as a screen holds it: open, saving, then closed on success. */
function Owner({ columns = defaultColumns, saveResult }: { columns?: GridItem[]; saveResult?: Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ columns: GridItem[]; filters: GridItem[] } | null>(null);
  return (
    <>
      <output data-testid="saved">{saved ? JSON.stringify(saved) : 'ничего'}</output>
      {open && (
        <GridSettingsModal
          columns={columns}
          filters={defaultFilters}
          defaultColumns={defaultColumns}
          defaultFilters={defaultFilters}
          labels={labels}
          saving={saving}
          onSave={(next, filters) => {
            setSaving(true);
            void (saveResult ?? Promise.resolve()).then(() => {
              setSaved({ columns: next, filters });
              setSaving(false);
              setOpen(false);
            });
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

const showAllColumns = () => page.getByLabelText('Показать все: колонки');
const columnOrder = () =>
  [...document.querySelectorAll('dialog section')[0].querySelectorAll('li label')].map((label) => label.textContent);

describe("grid settings modal 'Настройки'", () => {
  it("'Показать все' is mixed, checked or unchecked and toggles the whole group", async () => {
    render(<Owner />);
    await expect.element(page.getByRole('dialog', { name: 'Настройки' })).toBeVisible();
    const box = showAllColumns().element() as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    await showAllColumns().click();
    expect(box.checked && !box.indeterminate).toBe(true);
    await expect.element(page.getByRole('checkbox', { name: 'Последняя выгрузка' })).toBeChecked();
    await showAllColumns().click();
    expect(!box.checked && !box.indeterminate).toBe(true);
    await expect.element(page.getByRole('checkbox', { name: 'ID' })).not.toBeChecked();
    await expect.element(page.getByText('Выберите хотя бы одну колонку')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await page.getByRole('group', { name: 'Колонки' }).getByRole('checkbox', { name: 'Тип' }).click();
    expect(box.indeterminate).toBe(true);
  });

  it("moves columns with 'Выше' and 'Ниже' by keyboard, and the reset puts the defaults back", async () => {
    render(<Owner />);
    await expect.element(page.getByRole('button', { name: 'Ниже: ID' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Выше: ID' })).toBeDisabled();
    (page.getByRole('button', { name: 'Ниже: ID' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(columnOrder()).toEqual(['Тип', 'ID', 'Последняя выгрузка']);
    await userEvent.keyboard('{Enter}');
    expect(columnOrder()).toEqual(['Тип', 'Последняя выгрузка', 'ID']);
    // At the bottom the focus goes to its 'Выше', never lost.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Выше: ID');
    await page.getByRole('button', { name: 'Сбросить настройки' }).click();
    expect(columnOrder()).toEqual(['ID', 'Тип', 'Последняя выгрузка']);
  });

  it("Save shows 'Сохранение...' over the modal, then it closes with the choices saved", async () => {
    let finish = () => {};
    const saveResult = new Promise<void>((resolve) => (finish = resolve));
    render(<Owner saveResult={saveResult} />);
    await page.getByRole('button', { name: 'Выше: Тип' }).click();
    await page.getByRole('checkbox', { name: 'Название' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.element(page.getByRole('status').getByText('Сохранение...')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    // Unavailable while it saves, yet the focus stays on it: a failed save leaves the user there.
    await expect.element(page.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    finish();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(page.getByTestId('saved').element().textContent!)).toEqual({
      columns: [
        { key: 'type', show: true },
        { key: 'initiativeId', show: true },
        { key: 'initiativeLastExportTime', show: false },
      ],
      filters: [
        { key: 'type', show: true },
        { key: 'initiativeName', show: false },
      ],
    });
  });

  it('Cancel changes nothing', async () => {
    render(<Owner />);
    await page.getByRole('checkbox', { name: 'ID' }).click();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByTestId('saved')).toHaveTextContent('ничего');
  });
});
