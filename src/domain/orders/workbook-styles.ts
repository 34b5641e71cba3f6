import { HEAD, MAIN } from './ooxml';

/** What a cell holds, which decides its display format. */
export type CellKind = 'text' | 'integer' | 'money' | 'number';

/** Style ids of styles.xml below. */
export const styleOf: Record<CellKind | 'header' | 'whole', number> = { text: 0, header: 1, integer: 2, money: 3, number: 4, whole: 5 };
/**
 * A 'number' cell's style: a whole value grouped without decimals ('4 356'), a fraction with up to
 * three decimals. One format for both ('#,##0.###') shows a whole number with a dangling
 * separator ('4,356.'), which reads like a typo.
 */
export const styleOfValue = (kind: CellKind, value: number) =>
  kind === 'number' && Number.isInteger(value) ? styleOf.whole : styleOf[kind];

/** styles.xml: the styles `styleOf` numbers, in that order. */
export const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.###"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
