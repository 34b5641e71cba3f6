import { useId, useState, type ReactNode } from 'react';

/**
 * A row of tabs over one panel (the parameter tabs, the calculation tabs). Which tab is open is
 * the screen's own view state, not the month's data, so it is kept here.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: Array<{ title: string; content: () => ReactNode }> }) {
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
            aria-controls={`${id}-panel`}
            className="payroll__tab"
            onClick={() => setOpen(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${open}`} className="payroll__panel">
        {tabs[open].content()}
      </div>
    </section>
  );
}
