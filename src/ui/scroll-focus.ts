/**
 * A ref for a box that may scroll sideways (a wide table on a phone): while its content is wider
 * than the box, the box is a Tab stop, so the keyboard can scroll it (axe: scrollable-region-
 * focusable); when everything fits it is not, and adds no stop. A box holding inputs or buttons
 * does not need it: the focus inside scrolls it.
 */
export function focusableWhileScrolling(box: HTMLElement | null): (() => void) | undefined {
  if (!box) return undefined;
  const follow = () => {
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  };
  // Not read here: a ref is attached inside React's commit, and reading a width there lays the page
  // out within that task (37 ms of a 132 ms payroll commit under a phone's CPU). The observer
  // reports the box once it is laid out anyway, before it is painted.
  // Its content too: a box already as wide as its panel stays that size while what it holds grows
  // past it (a table's rows filled in), and only the content's own size tells that it now scrolls.
  const observer = new ResizeObserver(follow);
  observer.observe(box);
  for (const part of box.children) observer.observe(part);
  return () => observer.disconnect();
}
