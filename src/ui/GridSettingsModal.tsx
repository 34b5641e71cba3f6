/*
 * GridSettingsModal: the generic grid settings modal 'Настройки' (purchasing-and-pay §2.10; issue
 * 10 item 9), over src/ui/Modal. Two groups — columns and filters — each a checkbox per item
 * under a 'Показать все' parent checkbox (checked, unchecked or mixed; a click shows all, or hides
 * all when all are shown); columns also move with 'Выше' / 'Ниже' (no dragging needed);
 * 'Сбросить настройки' puts the defaults in the form; 'Сохранить' and 'Отмена'. While `saving`
 * an overlay with a spinner says 'Сохранение...' and takes every click.
 *
 * How to use (the table-settings machine holds the saved state and the open/saving states):
 *   {open && (
 *     <GridSettingsModal
 *       columns={settings.columnsGrid} filters={settings.filtersGrid}
 *       defaultColumns={defaults.columns} defaultFilters={defaults.filters}
 *       labels={{ initiativeId: 'ID', type: 'Тип', ... }}
 *       saving={saving}
 *       onSave={(columnsGrid, filtersGrid) => send({ type: 'settings.save', columnsGrid, filtersGrid })}
 *       onCancel={() => send({ type: 'settings.close' })}
 *     />
 *   )}
 * The modal edits a draft of its own: Cancel (or Escape) changes nothing; the owner closes it
 * when the save succeeds and keeps it open (draft intact) when the save fails. Leave `filters`
 * out for a grid without filters. Styles: src/styles/grid-settings.css.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  canMove,
  moveGridItem,
  setItemShown,
  showAllState,
  toggleShowAll,
  type GridItem,
  type MoveDirection,
} from '../domain/shared/table-settings';
import { Modal } from './Modal';
import { StayingButton } from './StayingButton';
import '../styles/grid-settings.css';
import '../styles/report-downloads.css';

export interface GridSettingsModalProps {
  columns: readonly GridItem[];
  filters?: readonly GridItem[];
  defaultColumns: readonly GridItem[];
  defaultFilters?: readonly GridItem[];
  /** Key → the Russian name shown (the column's header, the filter's label). */
  labels: Readonly<Record<string, string>>;
  saving?: boolean;
  /**
   * Why the settings were not saved (the gateway's reason), said inside the dialog: a snackbar
   * under a modal dialog can be neither read by a screen reader nor reached.
   */
  saveFailure?: string | null;
  onSave: (columns: GridItem[], filters: GridItem[]) => void;
  onCancel: () => void;
}

export function GridSettingsModal({
  columns,
  filters = [],
  defaultColumns,
  defaultFilters = [],
  labels,
  saving = false,
  saveFailure = null,
  onSave,
  onCancel,
}: GridSettingsModalProps) {
  const [draftColumns, setDraftColumns] = useState<readonly GridItem[]>(columns);
  const [draftFilters, setDraftFilters] = useState<readonly GridItem[]>(filters);
  const noColumn = draftColumns.length > 0 && draftColumns.every((item) => !item.show);
  const nameOf = (key: string) => labels[key] ?? key;

  return (
    <Modal title="Настройки" className="grid-settings" onClose={() => !saving && onCancel()} busy={saving}>
      <div className="grid-settings__groups">
        <ItemGroup title="Колонки" items={draftColumns} nameOf={nameOf} onChange={setDraftColumns} movable disabled={saving} />
        {draftFilters.length > 0 && (
          <ItemGroup title="Фильтры" items={draftFilters} nameOf={nameOf} onChange={setDraftFilters} disabled={saving} />
        )}
      </div>
      {noColumn && (
        <p className="grid-settings__warning" role="alert">
          Выберите хотя бы одну колонку
        </p>
      )}
      {saveFailure !== null && !saving && (
        <p className="grid-settings__warning" role="alert">
          Не удалось сохранить настройки таблицы{saveFailure ? `: ${saveFailure}` : ''}. Изменения остаются на экране; «Сохранить» попробует
          ещё раз.
        </p>
      )}
      <div className="grid-settings__buttons">
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => {
            setDraftColumns(defaultColumns);
            setDraftFilters(defaultFilters);
          }}
        >
          Сбросить настройки
        </button>
        <span className="grid-settings__spacer" />
        <button type="button" className="button" disabled={saving} onClick={onCancel}>
          Отмена
        </button>
        {/* Pressed, it keeps the focus while the settings save: a failed save leaves the dialog open
            with the user still on it. */}
        <StayingButton
          className="button button--primary"
          data-autofocus
          unavailable={saving || noColumn}
          onClick={() => onSave([...draftColumns], [...draftFilters])}
        >
          Сохранить
        </StayingButton>
      </div>
      {saving && (
        <div className="grid-settings__overlay" role="status">
          <span className="file-overlay__spinner" aria-hidden="true" />
          <span className="file-overlay__text">Сохранение...</span>
        </div>
      )}
    </Modal>
  );
}

interface ItemGroupProps {
  title: string;
  items: readonly GridItem[];
  nameOf: (key: string) => string;
  onChange: (items: readonly GridItem[]) => void;
  movable?: boolean;
  disabled: boolean;
}

/** One group: 'Показать все' over a checkbox per item, with the move buttons for columns. */
function ItemGroup({ title, items, nameOf, onChange, movable = false, disabled }: ItemGroupProps) {
  const titleId = useId();
  const state = showAllState(items);
  // A moved item keeps the focus on its button, or on the other one when it reached the edge.
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const { key, direction } = focusAfterMove;
    const other: MoveDirection = direction === 'up' ? 'down' : 'up';
    const target = canMove(items, key, direction) ? direction : other;
    list.current.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${target}:${key}`)}"]`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const move = (key: string, direction: MoveDirection) => {
    onChange(moveGridItem(items, key, direction));
    setFocusAfterMove({ key, direction });
  };

  return (
    <section className="grid-settings__group" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="grid-settings__group-title">
        {title}
      </h3>
      <label className="grid-settings__item grid-settings__item--all">
        <TriStateCheckbox
          state={state}
          disabled={disabled || items.length === 0}
          onClick={() => onChange(toggleShowAll(items))}
          label={`Показать все: ${title.toLowerCase()}`}
        />
        Показать все
      </label>
      <ul className="grid-settings__list" ref={list}>
        {items.map((item, index) => (
          <li key={item.key} className="grid-settings__item">
            <label className="grid-settings__label">
              <input
                type="checkbox"
                checked={item.show}
                disabled={disabled}
                onChange={(event) => onChange(setItemShown(items, item.key, event.target.checked))}
              />
              {nameOf(item.key)}
            </label>
            {movable && (
              <span className="grid-settings__move">
                <button
                  type="button"
                  className="button grid-settings__move-button"
                  data-move={`up:${item.key}`}
                  aria-label={`Выше: ${nameOf(item.key)}`}
                  disabled={disabled || index === 0}
                  onClick={() => move(item.key, 'up')}
                >
                  Выше
                </button>
                <button
                  type="button"
                  className="button grid-settings__move-button"
                  data-move={`down:${item.key}`}
                  aria-label={`Ниже: ${nameOf(item.key)}`}
                  disabled={disabled || index === items.length - 1}
                  onClick={() => move(item.key, 'down')}
                >
                  Ниже
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A native checkbox whose mixed state is set through the DOM (React has no prop for it). */
function TriStateCheckbox({
  state,
  disabled,
  onClick,
  label,
}: {
  state: 'checked' | 'unchecked' | 'mixed';
  disabled: boolean;
  onClick: () => void;
  label: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  return <input ref={box} type="checkbox" aria-label={label} checked={state === 'checked'} disabled={disabled} onChange={onClick} />;
}
