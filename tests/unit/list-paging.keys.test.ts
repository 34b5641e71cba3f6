import { describe, expect, it } from 'vitest';
import { isNavigationKey, pageCount, parseGoToPage } from '../../src/domain/list/list-paging';

describe('the go-to-page field and the keyboard', () => {
  it('never blocks the keys that move within the field or leave it', () => {
    for (const key of ['Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']) expect(isNavigationKey(key)).toBe(true);
    for (const key of ['', 'a', '1', 'Enter', 'ArrowUp', 'tab']) expect(isNavigationKey(key)).toBe(false);
  });

  it('reads a page typed with spaces around it', () => {
    expect(parseGoToPage(' 3 ', 5)).toEqual({ kind: 'page', page: 3 });
  });

  it('goes to the first page', () => {
    expect(parseGoToPage('1', 5)).toEqual({ kind: 'page', page: 1 });
  });

  it('takes digits only, not numbers JavaScript would read', () => {
    for (const text of ['1e1', '+3', '0x2', '3a', 'a3', '2.0', '-1']) expect(parseGoToPage(text, 20)).toEqual({ kind: 'not-found' });
  });
});

describe('pages of a list', () => {
  it('a negative total or size gives no pages, not a negative count', () => {
    expect(pageCount(-5, 20)).toBe(0);
    expect(pageCount(10, -5)).toBe(0);
    expect(pageCount(Number.POSITIVE_INFINITY, 20)).toBe(0);
    expect(pageCount(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
