/**
 * Paging of a server-paged list (purchasing-and-pay §2.9, reports-and-foundation §9): pages start
 * at 1, there are ceiling(total / size) of them, the paginator shows five numbered pages around the
 * current one, and the 'go to page' field takes digits only. Pure: the widgets in src/ui/list and
 * the list machines share it.
 */

/** The page sizes a list offers (§2.9) and the default (§9). */
export const listPageSizes = [10, 20, 50, 100] as const;
export type ListPageSize = (typeof listPageSizes)[number];
export const defaultListPageSize: ListPageSize = 20;

/** How many numbered pages the paginator shows at once (§2.9). */
export const numberedPagesShown = 5;

/** ceiling(total / size); an empty list still has no pages (0), so 'go to page 1' is refused. */
export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(size) || size <= 0) return 0;
  return Math.ceil(total / size);
}

/**
 * The numbered pages shown: up to five consecutive pages with the current one in the middle when
 * it can be, shifted at the edges so there are always five while the list has five pages.
 */
export function pageWindow(current: number, pages: number, shown: number = numberedPagesShown): number[] {
  if (pages <= 0) return [];
  const count = Math.min(shown, pages);
  const page = Math.min(Math.max(1, current), pages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The keys the 'go to page' field lets through (§2.9): digits, Enter, Backspace and Delete. */
export function isGoToPageKey(key: string): boolean {
  return /^[0-9]$/u.test(key) || key === 'Enter' || key === 'Backspace' || key === 'Delete';
}

/** Keys that move within the field or between controls: never blocked, or the field traps the keyboard. */
export function isNavigationKey(key: string): boolean {
  return key === 'Tab' || key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End' || key === 'Escape';
}

/** Keeps only the digits of a typed or pasted value. */
export function goToPageDigits(value: string): string {
  return value.replace(/[^0-9]/gu, '');
}

export type GoToPage = { kind: 'page'; page: number } | { kind: 'empty' } | { kind: 'not-found' };

/** What Enter in the 'go to page' field does: go to an existing page, nothing for an empty field, or 'Страница не найдена'. */
export function parseGoToPage(value: string, pages: number): GoToPage {
  const text = value.trim();
  if (text === '') return { kind: 'empty' };
  if (!/^[0-9]+$/u.test(text)) return { kind: 'not-found' };
  const page = Number(text);
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) return { kind: 'not-found' };
  return { kind: 'page', page };
}
