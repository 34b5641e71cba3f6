/*
 * Column widths of a report's table sized to what they show (issue 11): a number column is as
 * wide as its widest figure or as its header needs to wrap on at most three lines (the grid's
 * own rule, columnMinWidth), whichever is wider; the text columns (initiative, period, product)
 * share what is left, up to their longest text, and are cut below it (the grid shows the full
 * text of a cut cell on hover and focus). Widths come from the browser's text measurement in the
 * grid's fonts, not from a guess per character, so they hold for the fonts of any computer.
 */
import { columnMinWidth } from '../../ui/grid/grid-columns';
import { headerFontMeasure } from '../../ui/grid/header-fit';

/** A cell's padding (grid.css: 0.6rem each side) and border. */
const cellChrome = 2 * 0.6 * 16 + 2;
/** A text column is not narrowed below this (nor below what its header needs). */
const textFloor = 110;
/** Figures are set in tabular digits, a little wider than a canvas measures them. */
const tabularAllowance = 1.06;

export interface FitColumn {
  key: string;
  header: string;
  numeric: boolean;
  /** The texts the column shows: the formatted values of its rows and its total. */
  texts: readonly string[];
}

export interface FitMeasures {
  /** The narrowest a column may be for its header (three lines at most). */
  headerWidth: (header: string) => number;
  /** The width of a cell's text in the grid's cell font. */
  cellWidth: (text: string) => number;
}

/**
 * Widths (key → px) for the columns in `available` px. When even the narrowest text columns do
 * not fit, they stay at their floor and the table scrolls sideways in its own box.
 */
export function fitColumns(columns: readonly FitColumn[], available: number, measures: FitMeasures): Record<string, number> {
  const needs = columns.map((column) => {
    const header = measures.headerWidth(column.header);
    const widest = Math.max(0, ...column.texts.map(measures.cellWidth)) * (column.numeric ? tabularAllowance : 1) + cellChrome;
    const full = Math.ceil(Math.max(header, widest));
    const floor = column.numeric ? full : Math.min(full, Math.max(header, textFloor));
    return { key: column.key, full, floor };
  });
  const floors = needs.reduce((sum, need) => sum + need.floor, 0);
  const wanted = needs.reduce((sum, need) => sum + (need.full - need.floor), 0);
  // The room left is shared among the cut text columns in proportion to what each lacks.
  const share = wanted > 0 ? Math.min(1, Math.max(0, available - floors) / wanted) : 0;
  return Object.fromEntries(needs.map((need) => [need.key, Math.floor(need.floor + (need.full - need.floor) * share)]));
}

/** The measures of the page's grid fonts (a canvas), or null where there is none. */
export function gridFontMeasures(element: Element): FitMeasures | null {
  const header = headerFontMeasure();
  const context = document.createElement('canvas').getContext('2d');
  if (!header || !context) return null;
  const style = getComputedStyle(element);
  // The grid's cell font: --rdg-font-size (grid.css, 0.9rem) in the page's family.
  context.font = `400 ${0.9 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16)}px ${style.fontFamily}`;
  return {
    headerWidth: (name) => columnMinWidth({ name }, false, header),
    cellWidth: (text) => context.measureText(text).width,
  };
}
