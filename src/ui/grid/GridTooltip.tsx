import { useLayoutEffect, useRef, useState } from 'react';
import type { CellTip } from './use-cell-tooltip';

const gap = 4;
const margin = 8;

/**
 * The grid's one tooltip, always in the page (hidden when idle) so that aria-describedby points
 * at an element that exists. Fixed to the viewport under the cell, or over it when there is no
 * room below, and kept inside the screen's width.
 */
export function GridTooltip({ id, tip }: { id: string; tip: CellTip | null }) {
  const element = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const box = element.current;
    if (!tip || !box) return setPlace(null);
    const { width, height } = box.getBoundingClientRect();
    const below = tip.anchor.bottom + gap;
    const top = below + height <= window.innerHeight - margin ? below : Math.max(margin, tip.anchor.top - gap - height);
    const left = Math.max(margin, Math.min(tip.anchor.left, window.innerWidth - margin - width));
    setPlace({ left, top });
  }, [tip]);

  return (
    <div
      ref={element}
      id={id}
      role="tooltip"
      className="grid-tooltip"
      hidden={!tip}
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      {tip?.text}
    </div>
  );
}
