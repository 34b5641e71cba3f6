import { describe, expect, it } from 'vitest';
import { goToPageDigits, isGoToPageKey, pageCount, pageWindow, parseGoToPage } from '../../src/domain/list/list-paging';

describe('pageCount: ceiling of total over size', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100, 10, 10],
    [101, 100, 2],
  ])('%i rows by %i → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('a broken size gives no pages instead of Infinity', () => {
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(Number.NaN, 20)).toBe(0);
  });
});

describe('pageWindow: five numbered pages around the current one', () => {
  it('centres the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('stays five at the start and the end', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page of a short list, none of an empty one', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('a current page out of range is clamped', () => {
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the go-to-page field', () => {
  it('lets through digits, Enter, Backspace and Delete only', () => {
    for (const key of ['0', '5', '9', 'Enter', 'Backspace', 'Delete']) expect(isGoToPageKey(key)).toBe(true);
    for (const key of ['a', '-', '+', 'e', '.', ',', ' ', 'ж', 'Space', '10']) expect(isGoToPageKey(key)).toBe(false);
  });
  it('keeps only the digits of pasted text', () => {
    expect(goToPageDigits(' 1a2-3 ')).toBe('123');
  });
  it('goes to an existing page', () => {
    expect(parseGoToPage('3', 5)).toEqual({ kind: 'page', page: 3 });
    expect(parseGoToPage('05', 5)).toEqual({ kind: 'page', page: 5 });
  });
  it('a page that does not exist is not found', () => {
    expect(parseGoToPage('6', 5)).toEqual({ kind: 'not-found' });
    expect(parseGoToPage('0', 5)).toEqual({ kind: 'not-found' });
    expect(parseGoToPage('1', 0)).toEqual({ kind: 'not-found' });
    expect(parseGoToPage('99999999999999999999', 5)).toEqual({ kind: 'not-found' });
  });
  it('an empty field does nothing', () => {
    expect(parseGoToPage('', 5)).toEqual({ kind: 'empty' });
  });
});
