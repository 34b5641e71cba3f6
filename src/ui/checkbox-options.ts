/** An option of a CheckboxMenu. */
export interface CheckboxOption {
  value: string;
  label: string;
}

/** Rows a CheckboxMenu renders at most; more are reached through its search. */
export const shownAtMost = 200;

/**
 * The rows to render: the options the search matches, ticked ones first (a user must always see
 * what is chosen), at most `shownAtMost`; and how many the search matches in all.
 */
export function shownOptions(
  options: readonly CheckboxOption[],
  chosen: ReadonlySet<string>,
  search: string,
): { shown: CheckboxOption[]; matching: number } {
  const wanted = search.trim().toLocaleLowerCase('ru-RU');
  const matches = wanted ? options.filter((option) => option.label.toLocaleLowerCase('ru-RU').includes(wanted)) : options;
  if (matches.length <= shownAtMost) return { shown: [...matches], matching: matches.length };
  const ticked = matches.filter((option) => chosen.has(option.value));
  const rest = matches.filter((option) => !chosen.has(option.value)).slice(0, Math.max(0, shownAtMost - ticked.length));
  return { shown: [...ticked, ...rest], matching: matches.length };
}
