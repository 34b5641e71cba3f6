/*
 * CheckboxMenu: a multi-select as a button that opens a menu of checkboxes: the purchase order's
 * filters and the RG order's promoters and excluded initiatives. Styles: src/styles/checkbox-menu.css.
 *
 * Closing is an explicit step, reported through `onClose`: the purchase order reloads its filter
 * options when the initiative menu closes (spec §4), not on every tick. The menu closes with its
 * 'Закрыть' button, Escape (focus back on the opening button), or a click or focus outside it.
 * Native checkboxes in a labelled group: every screen reader and keyboard knows them.
 *
 * A product menu can hold tens of thousands of options (a 100 000-position order has 25 000
 * products): at most `shownAtMost` (checkbox-options.ts) are rendered, the ticked ones first, and the search narrows the
 * rest. A group, not a fieldset: Chromium lays out controls appended under a fieldset in
 * superlinear time (25 000 rows: 4.6 s against 0.35 s in a div). Each row is memoised with a stable
 * handler, so a tick re-renders one row, not every row.
 */
import { memo, useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../domain/shared/format';
import { shownOptions, type CheckboxOption } from './checkbox-options';
import { StayingButton } from './StayingButton';
import '../styles/checkbox-menu.css';

export type { CheckboxOption } from './checkbox-options';

export interface CheckboxMenuProps {
  label: string;
  options: readonly CheckboxOption[];
  /** Values of the ticked options. */
  chosen: readonly string[];
  /** Each tick and 'Сбросить' at once, with the new values in the options' order. */
  onChange: (chosen: string[]) => void;
  /** The menu was open and has closed. */
  onClose?: () => void;
  disabled?: boolean;
  /** The button's text when nothing is ticked. */
  noneText?: string;
  /** The options could not be loaded: the menu says so, not that there are none. */
  failed?: boolean;
}

/** What an empty menu says. */
export const menuEmptyTexts = { none: 'Нет данных', failed: 'Не удалось загрузить' } as const;

/** A search box appears once a menu is longer than this: product lists run to hundreds. */
const searchFrom = 12;

export function CheckboxMenu({
  label,
  options,
  chosen,
  onChange,
  onClose,
  disabled = false,
  noneText = 'все',
  failed = false,
}: CheckboxMenuProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    setSearch('');
    onClose?.();
    if (refocus) opener.current?.focus();
  };
  // A click or focus outside reports the close to what the owner passes then.
  const closedOutside = useEffectEvent(() => onClose?.());

  // A click or the focus going anywhere outside the menu closes it, as a native select does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) {
        setOpen(false);
        setSearch('');
        closedOutside();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  // A disabled menu (its options loading) cannot stay open.
  useEffect(() => {
    if (disabled && open) {
      setOpen(false);
      setSearch('');
    }
  }, [disabled, open]);

  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const { shown, matching } = useMemo(() => shownOptions(options, chosenSet, search), [options, chosenSet, search]);
  // One handler for every row, reading the latest choice: rows stay memoised across ticks.
  const latest = useRef({ options, chosenSet, onChange });
  useEffect(() => {
    latest.current = { options, chosenSet, onChange };
  }, [options, chosenSet, onChange]);
  const toggle = useCallback((value: string, checked: boolean) => {
    const { options: all, chosenSet: ticked, onChange: report } = latest.current;
    report(all.filter((option) => (option.value === value ? checked : ticked.has(option.value))).map((option) => option.value));
  }, []);

  const summary = summaryOf(options, chosen, noneText);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div className="checkbox-menu" ref={root} onKeyDown={onKeyDown}>
      {/* While its options reload the opener stays focusable: closing the menu with Escape leaves focus on it. */}
      <StayingButton
        ref={opener}
        className="field__input checkbox-menu__opener"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${label}: ${summary}`}
        unavailable={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {summary}
      </StayingButton>
      {open && (
        <div id={menuId} className="checkbox-menu__popup">
          {options.length > searchFrom && (
            <input
              className="field__input checkbox-menu__search"
              type="search"
              aria-label={`Поиск: ${label}`}
              placeholder="Поиск"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <div className="checkbox-menu__list" role="group" aria-label={label}>
            {shown.length === 0 && <p className="checkbox-menu__empty">{failed ? menuEmptyTexts.failed : menuEmptyTexts.none}</p>}
            {shown.map((option) => (
              <OptionRow key={option.value} option={option} checked={chosenSet.has(option.value)} onToggle={toggle} />
            ))}
          </div>
          {matching > shown.length && (
            <p className="checkbox-menu__more" role="status">
              Показаны {shown.length} из {formatNumber(matching)}: уточните поиск, чтобы увидеть остальные.
            </p>
          )}
          <div className="checkbox-menu__buttons">
            {chosen.length > 0 && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  onChange([]);
                  // «Сбросить» goes once nothing is chosen: the focus moves to «Закрыть» beside it first.
                  closeButton.current?.focus();
                }}
              >
                Сбросить
              </button>
            )}
            <button ref={closeButton} type="button" className="button" onClick={() => close(true)}>
              Закрыть
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

const OptionRow = memo(function OptionRow({
  option,
  checked,
  onToggle,
}: {
  option: CheckboxOption;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <label className="checkbox-menu__option">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(option.value, event.target.checked)} />
      {option.label}
    </label>
  );
});

/** 'все', the one option's name, or 'выбрано N'. */
function summaryOf(options: readonly CheckboxOption[], chosen: readonly string[], noneText: string): string {
  if (chosen.length === 0) return noneText;
  if (chosen.length === 1) return options.find((option) => option.value === chosen[0])?.label ?? 'выбрано 1';
  return `выбрано ${chosen.length}`;
}
