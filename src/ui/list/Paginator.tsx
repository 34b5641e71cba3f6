/*
 * Paginator: the list's page navigation (purchasing-and-pay §2.9) — first, previous, five numbered
 * pages around the current one, next, last, and a 'go to page' field.
 *
 * How to use:
 *   <Paginator page={state.page} total={state.total} pageSize={state.pageSize}
 *              onPageChange={(page) => send({ type: 'page.go', page })} />
 * `page` is 1-based; `onPageChange` is called only with an existing page different from `page`.
 * The field takes digits, Enter, Backspace and Delete only (other keys are ignored; Tab and the
 * arrows still move); Enter goes to the page, or shows 'Страница не найдена' beside the field
 * and changes nothing. `disabled` while the page loads: its buttons are then aria-disabled and
 * the field read-only, so the button or field the user pressed keeps the focus. Styles:
 * src/styles/list.css.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { goToPageDigits, isGoToPageKey, isNavigationKey, pageCount, pageWindow, parseGoToPage } from '../../domain/list/list-paging';
import { StayingButton } from '../StayingButton';
import '../../styles/list.css';

export interface PaginatorProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows in the whole list (the server's total). */
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Names the navigation for assistive technology when a screen has two lists. */
  label?: string;
}

export function Paginator({ page, total, pageSize, onPageChange, disabled = false, label = 'Страницы' }: PaginatorProps) {
  const pages = pageCount(total, pageSize);
  const numbered = pageWindow(page, pages);
  const [typed, setTyped] = useState('');
  const [notFound, setNotFound] = useState(false);
  const fieldId = useId();
  const messageId = useId();

  const go = (target: number) => {
    if (disabled || target < 1 || target > pages || target === page) return;
    onPageChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Shortcuts (Ctrl+A, Ctrl+V...) and moving keys pass; anything else but the four keys is ignored.
    if (event.ctrlKey || event.metaKey || event.altKey || isNavigationKey(event.key)) return;
    if (!isGoToPageKey(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const parsed = parseGoToPage(typed, pages);
    if (parsed.kind === 'empty') return;
    if (parsed.kind === 'not-found') {
      setNotFound(true);
      return;
    }
    setNotFound(false);
    setTyped('');
    go(parsed.page);
  };

  const atFirst = page <= 1 || pages === 0;
  const atLast = page >= pages;
  return (
    <nav className="paginator" aria-label={label}>
      <StepButton label="Первая страница" disabled={disabled || atFirst} onClick={() => go(1)}>
        «
      </StepButton>
      <StepButton label="Предыдущая страница" disabled={disabled || atFirst} onClick={() => go(page - 1)}>
        ‹
      </StepButton>
      {/* On a phone the numbers keep the place of five: the line breaks the same before the count of pages is known. */}
      <span className="paginator__pages">
        {numbered.map((number) => (
          <StayingButton
            key={number}
            className={number === page ? 'button paginator__button paginator__button--current' : 'button paginator__button'}
            aria-label={`Страница ${number}`}
            aria-current={number === page ? 'page' : undefined}
            unavailable={disabled}
            onClick={() => go(number)}
          >
            {number}
          </StayingButton>
        ))}
      </span>
      <StepButton label="Следующая страница" disabled={disabled || atLast} onClick={() => go(page + 1)}>
        ›
      </StepButton>
      <StepButton label="Последняя страница" disabled={disabled || atLast} onClick={() => go(pages)}>
        »
      </StepButton>
      <label className="paginator__go" htmlFor={fieldId}>
        Перейти к странице
      </label>
      <input
        id={fieldId}
        className="field__input paginator__field"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        // Read-only, not disabled, while the page loads: Enter pressed in it keeps the focus there.
        readOnly={disabled}
        disabled={pages === 0}
        aria-invalid={notFound || undefined}
        aria-describedby={notFound ? messageId : undefined}
        onKeyDown={onKeyDown}
        // Pasted or dropped text keeps its digits only: the field never holds anything else.
        onChange={(event) => {
          setTyped(goToPageDigits(event.target.value));
          setNotFound(false);
        }}
      />
      {notFound && (
        <span id={messageId} className="paginator__not-found" role="alert">
          Страница не найдена
        </span>
      )}
    </nav>
  );
}

/** A step to the first, previous, next or last page: a sign for the eye, the step's name for a screen reader. */
function StepButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <StayingButton className="button paginator__button" aria-label={label} unavailable={disabled} onClick={onClick}>
      {children}
    </StayingButton>
  );
}
