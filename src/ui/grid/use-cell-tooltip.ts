import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fullText, isCut } from './cell-overflow';

/**
 * One tooltip per grid with the full text of a cut cell or header, on hover and on keyboard
 * focus. Listeners are delegated to the grid's root (cells come and go as rows scroll), so a
 * custom renderCell needs nothing: its text content is what the tooltip shows. While a focused
 * cell's tooltip is shown the focused element is described by it (aria-describedby).
 */
export interface CellTip {
  text: string;
  /** The cell's box on screen: the tooltip goes under it, or over it near the bottom. */
  anchor: DOMRect;
}

const cellSelector = '[role="gridcell"], [role="columnheader"]';

export function useCellTooltip(gridElement: RefObject<HTMLElement | null>, tooltipId: string) {
  const [tip, setTip] = useState<CellTip | null>(null);
  const shown = useRef<{ cell: Element; by: 'hover' | 'focus' } | null>(null);
  const described = useRef<{ element: Element; before: string | null } | null>(null);

  const undescribe = useCallback(() => {
    const link = described.current;
    if (!link) return;
    if (link.before === null) link.element.removeAttribute('aria-describedby');
    else link.element.setAttribute('aria-describedby', link.before);
    described.current = null;
  }, []);

  const hide = useCallback(() => {
    shown.current = null;
    undescribe();
    setTip(null);
  }, [undescribe]);

  useEffect(() => {
    const grid = gridElement.current;
    if (!grid) return;
    const cellOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(cellSelector) : null);

    const show = (cell: Element, by: 'hover' | 'focus') => {
      const text = fullText(cell);
      if (!text) return false;
      shown.current = { cell, by };
      setTip({ text, anchor: cell.getBoundingClientRect() });
      return true;
    };
    const describe = (focused: Element) => {
      undescribe();
      described.current = { element: focused, before: focused.getAttribute('aria-describedby') };
      focused.setAttribute('aria-describedby', tooltipId);
    };
    // What the focus alone would show: the focused cell's tooltip, when it is cut.
    const showForFocus = () => {
      const focused = document.activeElement;
      const cell = focused && grid.contains(focused) ? cellOf(focused) : null;
      if (cell && isCut(cell) && show(cell, 'focus')) describe(focused!);
      else hide();
    };

    const onMouseOver = (event: MouseEvent) => {
      const cell = cellOf(event.target);
      if (cell === shown.current?.cell) return;
      if (cell && isCut(cell) && show(cell, 'hover')) return;
      if (shown.current?.by === 'hover') showForFocus();
    };
    // The pointer may move onto the tooltip (to read or select it) without it going away.
    const tooltip = document.getElementById(tooltipId);
    const onMouseLeave = (event: MouseEvent) => {
      if (event.relatedTarget instanceof Node && tooltip?.contains(event.relatedTarget)) return;
      if (shown.current?.by === 'hover') showForFocus();
    };
    const onTooltipLeave = (event: MouseEvent) => {
      if (event.relatedTarget instanceof Node && grid.contains(event.relatedTarget)) return;
      if (shown.current?.by === 'hover') showForFocus();
    };
    const onFocusIn = () => showForFocus();
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && grid.contains(event.relatedTarget))) hide();
    };
    // Scrolling (the grid's or the page's) moves the cell: follow it, or hide once it is gone.
    const onScroll = () => {
      const cell = shown.current?.cell;
      if (!cell) return;
      if (!cell.isConnected) hide();
      else setTip((current) => (current ? { ...current, anchor: cell.getBoundingClientRect() } : current));
    };

    // One signal removes every listener below when the grid goes.
    const listening = new AbortController();
    const { signal } = listening;
    grid.addEventListener('mouseover', onMouseOver, { signal });
    grid.addEventListener('mouseleave', onMouseLeave, { signal });
    tooltip?.addEventListener('mouseleave', onTooltipLeave, { signal });
    grid.addEventListener('focusin', onFocusIn, { signal });
    grid.addEventListener('focusout', onFocusOut, { signal });
    window.addEventListener('scroll', onScroll, { capture: true, signal });
    return () => {
      listening.abort();
      undescribe();
    };
  }, [gridElement, tooltipId, hide, undescribe]);

  return { tip, hide };
}
