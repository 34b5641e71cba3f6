import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { entryOutcome, restoredSentence, shownBoxText, type NumberReading } from '../../domain/shared/number-entry';
import { EntryNoticeContext } from './entry-notice';
import { FloatingMessage } from './FloatingMessage';
import '../../styles/quantity.css';

export interface NumberBoxProps {
  label: string;
  className: string;
  inputMode: 'numeric' | 'decimal';
  /** The committed text the owner holds: what the box shows when it is not being typed in. */
  text: string;
  /** The box's rule: the number a text spells, or why it is refused. */
  read: (text: string) => NumberReading;
  /** Called on Enter, Tab or leaving, with a text that changed (only a read one under 'restore'). */
  onCommit: (text: string) => void;
  /**
   * Leaving with a refused text: 'keep' hands the text to the owner, who shows it marked with its
   * reason and keeps it from counting (a form that blocks its save); 'restore' puts the committed
   * text back and says so (a grid, whose cell box goes when the cell is left).
   */
  refusedOnLeave: 'keep' | 'restore';
  /** Under 'restore': what stays, named in the sentence ('В заказе остаётся 12'). */
  keptText?: (committed: string) => string;
  /**
   * Under 'restore' outside a grid: where the box says it put the committed text back (null once
   * a text counts again). A grid says it under its rows (entry-notice.ts); a box left by Tab has
   * no place of its own that stays.
   */
  onRestored?: (sentence: string | null) => void;
  /** Roubles: the committed figure is shown with its kopecks ('18 500,00'). */
  money?: boolean;
  /** The owner's reason for the committed text (a 'keep' box whose text breaks its rule). */
  message?: string | null;
  /** The owner marks the committed text without a reason of the box's own (a rule across figures). */
  invalid?: boolean;
  /** The class of the reason under a form's box; without it the reason floats under the box (a grid cell clips). */
  messageClassName?: string;
  /** Shown in an empty box: what empty stands for ('все'). */
  placeholder?: string;
  id?: string;
  name?: string;
  tabIndex?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The one number box of the portal, with the keys of a spreadsheet cell. Reached (by a click, Tab
 * or the grid's arrows) it selects its text, so typing replaces the value; Enter or F2 edits in
 * place (the caret at the end, ← → move it); Escape puts the committed text back. What is typed
 * counts only when it is committed (Enter, Tab, leaving the box) and read: until then the box
 * shows the text with its reason when it is refused, and the order, totals and saves keep the
 * committed value. Outside an edit ← → belong to the grid, as in a spreadsheet. A committed number
 * is shown as the portal writes numbers (1 234,5; roubles 1 234,50), which reads back the same.
 */
export function NumberBox(props: NumberBoxProps) {
  const { text, read, refusedOnLeave, keptText = () => '' } = props;
  // What is typed over the committed text, null while nothing is.
  const [draft, setDraft] = useState<string | null>(null);
  // Committed, not yet back from the owner (a worker answers later): shown meanwhile.
  const [pending, setPending] = useState<string | null>(null);
  const editing = useRef(false);
  // Reached by a click: its mouseup would put the caret where it landed and lose the selection.
  const justFocused = useRef(false);
  const box = useRef<HTMLInputElement>(null);
  const notice = useContext(EntryNoticeContext);
  const inGrid = notice !== null;
  const say = notice?.say ?? props.onRestored;
  const messageId = useId();
  useEffect(() => setPending(null), [text]);
  const committed = pending ?? text;

  // Read on every render: the latest draft and owner, for the leave on unmount below.
  const latest = useRef({ draft, committed, props, say });
  latest.current = { draft, committed, props, say };

  /** Enter, Tab or leaving: the draft counts, stays marked, or gives way to the committed text. */
  const commit = (leaving: boolean): boolean => {
    const { draft: typed, committed: shown, props: current, say } = latest.current;
    if (typed === null) return true;
    const outcome = entryOutcome(current.read, shown, typed);
    // Enter on a refused text in a grid: the refusal stays with the box, the order as it was.
    if (outcome.kind === 'refuse' && !leaving && current.refusedOnLeave === 'restore') return false;
    if (outcome.kind === 'commit' || (outcome.kind === 'refuse' && current.refusedOnLeave === 'keep')) {
      current.onCommit(typed);
      setPending(typed);
      say?.(null);
    } else if (outcome.kind === 'refuse') {
      say?.(restoredSentence(typed, lowerFirst(outcome.reason), (current.keptText ?? (() => ''))(shown)));
    }
    setDraft(null);
    editing.current = false;
    return true;
  };

  const selectWhenDrawn = useRef(false);
  useLayoutEffect(() => {
    if (!selectWhenDrawn.current) return;
    selectWhenDrawn.current = false;
    if (document.activeElement === box.current) box.current?.select();
  });

  // A grid replaces the left cell's box by plain text: the box may go without a blur.
  useEffect(
    () => () => {
      if (latest.current.draft !== null) commit(true);
    },
    [],
  );

  // Escape is the grid's and the dialog's too (they listen outside React): taken first here when it restores.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (latest.current.draft === null && !editing.current)) return;
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      editing.current = false;
      requestAnimationFrame(() => element.select());
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const editInPlace = (element: HTMLInputElement) => {
    editing.current = true;
    element.setSelectionRange(element.value.length, element.value.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    // In a grid Enter on a cell edits it, as F2 does; in a form it sends the form.
    if (event.key === 'F2' || (event.key === 'Enter' && inGrid && !editing.current && draft === null)) {
      event.preventDefault();
      editInPlace(element);
      return;
    }
    if (event.key === 'Enter') {
      // A read text counts before the form (if any) is sent; a refused one stays, marked. The
      // text is selected again, as a spreadsheet's cell after Enter: what is typed next replaces it.
      if (!commit(false)) event.preventDefault();
      else {
        if (inGrid) event.preventDefault();
        element.select();
        // The committed text is shown grouped, a new value the selection would not survive.
        selectWhenDrawn.current = true;
      }
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key) && editing.current) event.stopPropagation();
  };

  // A committed text that reads is shown as the portal writes numbers; a refused one a form keeps, as typed.
  const typed = draft ?? ('value' in read(committed) ? shownBoxText(committed, props.money) : committed);
  const reading = draft === null ? null : read(draft);
  const ownReason = reading && 'refused' in reading ? reading.refused : null;
  const reason = draft === null ? (props.message ?? null) : ownReason;
  const marked = reason !== null || (draft === null && props.invalid === true);
  const reasonText = ownReason && refusedOnLeave === 'restore' ? `${ownReason}. ${keptText(committed)}` : reason;

  return (
    <>
      <input
        ref={box}
        id={props.id}
        name={props.name}
        className={props.className}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        aria-label={props.id ? undefined : props.label}
        aria-invalid={marked || undefined}
        aria-describedby={reasonText ? messageId : undefined}
        placeholder={props.placeholder}
        tabIndex={props.tabIndex}
        disabled={props.disabled}
        readOnly={props.readOnly}
        required={props.required}
        value={typed}
        onFocus={(event) => {
          editing.current = false;
          justFocused.current = true;
          event.currentTarget.select();
        }}
        onMouseUp={(event) => {
          if (justFocused.current) event.preventDefault();
          justFocused.current = false;
        }}
        onBlur={() => commit(true)}
        onKeyDown={(event) => {
          justFocused.current = false;
          onKeyDown(event);
        }}
        onChange={(event) => {
          editing.current = true;
          setDraft(event.target.value);
        }}
      />
      {reasonText &&
        (props.messageClassName ? (
          <span id={messageId} className={props.messageClassName}>
            {reasonText}
          </span>
        ) : (
          <FloatingMessage id={messageId} anchor={box} text={reasonText} />
        ))}
    </>
  );
}
