export interface SalesMotivationEditorProps {
  /** The month's first day, YYYY-MM-01. */
  monthStart: string;
  /** -1 the previous month (read-only but for prolong), 0 the current one. */
  offset: -1 | 0;
  /** The pharmacy's cashiers, in the cashier table's order. */
  cashierNames: string[];
}

/** The Extra premium tab's plan editor (spec §2.7): shown only when the pharmacy has cashiers. */
export function SalesMotivationEditor({ cashierNames }: SalesMotivationEditorProps) {
  if (cashierNames.length === 0) return <p className="sales-motivation__empty">Кассиры не найдены</p>;
  return <p role="status">Загрузка...</p>;
}
