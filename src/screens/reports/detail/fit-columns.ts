/*
 * Column widths of a report's table sized to what they show: a number column is as
 * wide as its widest figure or as its header needs to wrap on at most the table's header lines
 * (the grid's own rule, columnMinWidth), whichever is wider; the text columns (initiative, period, product)
 * share what is left, up to their longest text, and are cut below it (the grid shows the full
 * text of a cut cell on hover and focus), never narrower than their longest word. Widths come from the browser's text measurement in the
 * grid's fonts, not from a guess per character, so they hold for the fonts of any computer.
 */
import { columnMinWidth } from '../../../ui/grid/grid-columns';
import { gridFonts, headerTextMinWidth } from '../../../ui/grid/header-fit';

/** A cell's padding (grid.css: 0.6rem each side) and border. */
const cellChrome = 2 * 0.6 * 16 + 2;
/** A text column is not narrowed below this (nor below what its header or its longest word needs). */
const textFloor = 64;
/**
 * A text column is not narrowed below its longest word either (up to this many px), so a product
 * name wraps between words, never inside one; a longer word is broken as a last resort.
 */
const wordCeiling = 240;
/**
 * A text column is not narrowed below the width its longest text needs on this many lines (the
 * rows hold three: ReportTable), up to textLinesCeiling px: a product's name reads whole, dose
 * included, and a table too wide for that scrolls sideways instead of cutting it.
 */
const textLines = 3;
const textLinesCeiling = 260;
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
  /** A cell's padding and border (px); the grid's default padding unless given. */
  cellChrome?: number;
}

/** The width a text column needs for its longest word, padding included, up to wordCeiling. */
function longestWord(texts: readonly string[], measures: FitMeasures): number {
  // Where the cell may break: spaces, and after a hyphen, '+' or '/' (ReportTable's breakableAfterJoiners).
  const words = new Set(texts.flatMap((text) => text.split(/\s+|(?<=[-+/])/u)));
  let widest = 0;
  for (const word of words) widest = Math.max(widest, measures.cellWidth(word));
  return Math.ceil(Math.min(wordCeiling, widest + (measures.cellChrome ?? cellChrome)));
}

/** The width a text column needs to show its longest text on textLines lines, padding included, up to textLinesCeiling. */
function wholeOnLines(texts: readonly string[], measures: FitMeasures): number {
  let widest = 0;
  for (const text of new Set(texts)) widest = Math.max(widest, headerTextMinWidth(text, measures.cellWidth, textLines));
  return Math.ceil(Math.min(textLinesCeiling, widest + (measures.cellChrome ?? cellChrome) + 2));
}

/**
 * Widths (key → px) for the columns in `available` px. When even the narrowest text columns do
 * not fit, they stay at their floor and the table scrolls sideways in its own box.
 */
export function fitColumns(columns: readonly FitColumn[], available: number, measures: FitMeasures): Record<string, number> {
  const needs = columns.map((column) => {
    const header = measures.headerWidth(column.header);
    const widest = Math.max(0, ...column.texts.map(measures.cellWidth)) * (column.numeric ? tabularAllowance : 1) + (measures.cellChrome ?? cellChrome);
    const full = Math.ceil(Math.max(header, widest));
    const floor = column.numeric ? full : Math.min(full, Math.max(header, textFloor, longestWord(column.texts, measures), wholeOnLines(column.texts, measures)));
    return { key: column.key, full, floor };
  });
  const floors = needs.reduce((sum, need) => sum + need.floor, 0);
  const wanted = needs.reduce((sum, need) => sum + (need.full - need.floor), 0);
  // The room left is shared among the cut text columns in proportion to what each lacks.
  const share = wanted > 0 ? Math.min(1, Math.max(0, available - floors) / wanted) : 0;
  return Object.fromEntries(needs.map((need) => [need.key, Math.floor(need.floor + (need.full - need.floor) * share)]));
}

/**
 * The measures of the grid's fonts as the page styles them inside `element` (the table's box:
 * report-detail.css sets denser type there), headers wrapping onto at most `headerLines` lines.
 * Null where there is no canvas.
 */
export function gridFontMeasures(element: Element, headerLines: number): FitMeasures | null {
  const fonts = gridFonts(element);
  if (!fonts) return null;
  return {
    headerWidth: (name) => columnMinWidth({ name }, false, fonts.measureHeader, headerLines, fonts.cellPaddingInline),
    cellWidth: fonts.measureCell,
    cellChrome: fonts.cellPaddingInline + 2,
  };
}
