import { useDeferredValue, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SectionTab {
  title: string;
  content: () => ReactNode;
  /**
   * Kept mounted (hidden) while another tab is open: its edits live in its own component (the
   * plan editor), and unmounting it would drop them.
   */
  keepMounted?: boolean;
}

/** The key that moves to another tab, and to which: the neighbour (wrapping round), the first or the last. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of tabs over one panel (the parameter tabs, the calculation tabs), in the ARIA tabs
 * pattern like the reports' tab list: one Tab stop (the open tab), arrow keys, Home and End move
 * between the tabs. A tab opens as focus reaches it (automatic activation): its panel is already
 * on the page, nothing loads. Which tab is open is the screen's own view state, not the month's
 * data, so it is kept here.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  const [open, setOpen] = useState(0);
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // A hidden tab kept mounted is first drawn after the open one, in a render of its own that React
  // cuts into slices: nobody sees it yet, and the open one came in the same task before.
  const hiddenDrawn = useDeferredValue(true, false);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setOpen(next);
    buttons.current[next]?.focus();
  };
  return (
    <section className="payroll__section">
      <div role="tablist" aria-label={label} className="payroll__tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === open}
            // Only a panel on the page can be named: a closed tab's panel is not rendered.
            aria-controls={index === open || tab.keepMounted ? `${id}-panel-${index}` : undefined}
            tabIndex={index === open ? 0 : -1}
            className="payroll__tab"
            onClick={() => setOpen(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) =>
        index === open || tab.keepMounted ? (
          <div
            key={tab.title}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== open}
            className="payroll__panel"
          >
            {index === open || hiddenDrawn ? tab.content() : null}
          </div>
        ) : null,
      )}
    </section>
  );
}
