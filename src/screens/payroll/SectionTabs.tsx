import { useId, useState, type ReactNode } from 'react';

export interface SectionTab {
  title: string;
  content: () => ReactNode;
  /**
   * Kept mounted (hidden) while another tab is open: its edits live in its own component (the
   * plan editor), and unmounting it would drop them.
   */
  keepMounted?: boolean;
}

/**
 * A row of tabs over one panel (the parameter tabs, the calculation tabs). Which tab is open is
 * the screen's own view state, not the month's data, so it is kept here.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  const [open, setOpen] = useState(0);
  const id = useId();
  return (
    <section className="payroll__section">
      <div role="tablist" aria-label={label} className="payroll__tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === open}
            aria-controls={`${id}-panel-${index}`}
            className="payroll__tab"
            onClick={() => setOpen(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) =>
        index === open || tab.keepMounted ? (
          <div key={tab.title} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== open} className="payroll__panel">
            {tab.content()}
          </div>
        ) : null,
      )}
    </section>
  );
}
