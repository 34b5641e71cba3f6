import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { readPacks } from '../../domain/orders/order-quantity';
import '../../styles/quantity.css';

interface QuantityInputProps {
  className: string;
  productName: string;
  /** What the worker holds for the row: the last accepted text, or the proposal as digits. */
  text: string;
  /** Called with an accepted text only: the order never counts a refused one. */
  onEdit: (text: string) => void;
}

/**
 * The order quantity box of every order screen (issue 18 item 2). While it has the focus it shows
 * what the user types, refused text included, so the next key never glues digits around a
 * dropped comma ('1,5' does not become 15); a refused text is marked invalid, the reason is shown
 * beside the cell and the order keeps the last accepted packs, which the message names. Leaving
 * the box shows what the order holds again.
 */
export function QuantityInput({ className, productName, text, onEdit }: QuantityInputProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const messageId = useId();
  // Left, right, Home and End move the caret in the text; the grid keeps up, down and Tab.
  const keepCaretKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) event.stopPropagation();
  };
  return (
    <>
      <input
        ref={box}
        className={className}
        type="text"
        inputMode="numeric"
        aria-label={`Количество к заказу: ${productName}`}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? messageId : undefined}
        tabIndex={0}
        value={typing ?? text}
        onFocus={() => setTyping(text)}
        onBlur={() => {
          setTyping(null);
          setRefused(null);
        }}
        onKeyDown={keepCaretKeys}
        onChange={(event) => {
          const typed = event.target.value;
          const reading = readPacks(typed);
          setTyping(typed);
          if ('refused' in reading) return setRefused(reading.refused);
          setRefused(null);
          if (typed !== text) onEdit(typed);
        }}
      />
      {refused && <QuantityRefusal id={messageId} anchor={box} text={`${refused}. В заказе остаётся ${text === '' ? '0' : text}`} />}
    </>
  );
}

/**
 * The reason under the cell. The grid's rows clip what overflows them, so it lives at the end of
 * the page, fixed under the box (over it when there is no room below), and follows a scroll.
 */
function QuantityRefusal({ id, anchor, text }: { id: string; anchor: RefObject<HTMLInputElement | null>; text: string }) {
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = () => {
      const box = anchor.current?.getBoundingClientRect();
      const own = element.current?.getBoundingClientRect();
      if (!box || !own) return;
      const below = box.bottom + 4;
      const top = below + own.height <= window.innerHeight - 8 ? below : Math.max(8, box.top - 4 - own.height);
      setPlace({ left: Math.max(8, Math.min(box.left, window.innerWidth - 8 - own.width)), top });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, text]);
  return createPortal(
    <div ref={element} id={id} role="alert" className="quantity-refusal" style={place ?? { left: 0, top: 0, visibility: 'hidden' }}>
      {text}
    </div>,
    document.body,
  );
}
