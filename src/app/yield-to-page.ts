/**
 * Lets the page answer between two steps of the start-up, so each step is a task of its own. On a
 * phone's slower CPU the start-up's steps together were one task of 140–170 ms (Lighthouse's
 * mobile preset, 4× slowdown), long enough to hold a tap that came meanwhile.
 */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
