import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/**
 * A box's reason under the box in a grid cell. The grid's rows clip what overflows them, so it
 * lives at the end of the page, fixed under the box (over it when there is no room below), and
 * follows a scroll.
 */
export function FloatingMessage({ id, anchor, text }: { id: string; anchor: RefObject<HTMLInputElement | null>; text: string }) {
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
