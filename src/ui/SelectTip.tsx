import { useEffect, useId, useState, type RefObject } from 'react';
import { GridTooltip } from './grid/GridTooltip';
import type { CellTip } from './grid/use-cell-tooltip';

/** What a select's own arrow takes of its width, beside its padding. */
const arrowPx = 20;

let canvas: HTMLCanvasElement | null = null;

/** The chosen name is wider than the select's text box (its width less its padding and arrow). */
function isChoiceCut(select: HTMLSelectElement, text: string): boolean {
  const style = getComputedStyle(select);
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const inner = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - arrowPx;
  return context.measureText(text).width > inner;
}

/**
 * A select shows its chosen option on one line and cannot wrap it. Where the chosen name is wider
 * than the box (a product or an initiative in a filter, an order action on a phone), its whole text
 * is shown under the box on hover and on keyboard focus, in the grids' tooltip, and the focused
 * select is described by it. `value` is the select's value: a new one is measured again.
 */
export function SelectTip({ select, value }: { select: RefObject<HTMLSelectElement | null>; value: string }) {
  const id = useId();
  const [tip, setTip] = useState<CellTip | null>(null);
  useEffect(() => {
    const box = select.current;
    if (!box) return undefined;
    let hovered = false;
    let focused = false;
    const update = () => {
      const text = box.selectedOptions[0]?.text ?? '';
      const shown = (hovered || focused) && text !== '' && isChoiceCut(box, text);
      setTip(shown ? { text, anchor: box.getBoundingClientRect() } : null);
      if (shown && focused) box.setAttribute('aria-describedby', id);
      else if (box.getAttribute('aria-describedby') === id) box.removeAttribute('aria-describedby');
    };
    const listeners: Array<[string, () => void]> = [
      ['mouseenter', () => ((hovered = true), update())],
      ['mouseleave', () => ((hovered = false), update())],
      ['focus', () => ((focused = true), update())],
      ['blur', () => ((focused = false), update())],
      // A new choice made with the box focused (the keyboard's arrows) is measured again.
      ['change', update],
    ];
    for (const [type, listener] of listeners) box.addEventListener(type, listener);
    update();
    return () => {
      for (const [type, listener] of listeners) box.removeEventListener(type, listener);
      if (box.getAttribute('aria-describedby') === id) box.removeAttribute('aria-describedby');
    };
  }, [select, value, id]);
  return <GridTooltip id={id} tip={tip} />;
}
