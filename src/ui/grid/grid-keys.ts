/**
 * The grid is one Tab stop (the ARIA grid pattern). react-data-grid moves Tab from cell to cell
 * like a spreadsheet, so a keyboard user pressed Tab once per cell to get past a grid (173 times
 * through the overview). Here Tab and Shift+Tab are kept from the grid's own handler and left to
 * the browser: only the active cell (or the one control inside it, which gets react-data-grid's
 * roving tabIndex) is tabbable, so the browser goes on to the control after (or before) the grid.
 * Escape leaves too: to the control Tab would reach, so the user carries on forward; the grid's
 * root would be a dead end, Tab from it goes back into the active cell. Inside a dialog Escape is
 * the dialog's (it closes it) and is left alone.
 */
const tabbable = 'a[href], button, input, select, textarea, summary, [tabindex]';

function canTakeFocus(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.getClientRects().length > 0;
}

/** The first control after the grid in the page's order (within an open dialog when it is in one). */
export function controlAfter(grid: HTMLElement): HTMLElement | null {
  const scope = grid.closest('dialog') ?? document.body;
  for (const element of scope.querySelectorAll<HTMLElement>(tabbable)) {
    if (grid.contains(element)) continue;
    const follows = grid.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (follows && canTakeFocus(element)) return element;
  }
  return null;
}

/** Listens on the grid's root; returns the listener's removal. `onEscape` also hides a tooltip. */
export function listenForLeavingKeys(grid: HTMLElement, onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      // Before React sees it: neither react-data-grid's cell-to-cell Tab nor anything else inside.
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    onEscape();
    if (grid.closest('dialog, [role="dialog"]')) return;
    event.stopPropagation();
    (controlAfter(grid) ?? grid).focus();
  };
  grid.addEventListener('keydown', onKeyDown);
  return () => grid.removeEventListener('keydown', onKeyDown);
}
