/**
 * Text for XML (order files, spreadsheet parts): the five special characters and CR escaped, and the
 * characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, so one
 * bad product name cannot make a whole file unreadable.
 */
// With the u flag a surrogate range matches only lone surrogates: a well-formed pair is one code point.
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const SPECIAL = /[&<>"'\r]/gu;
// eslint-disable-next-line no-control-regex -- see FORBIDDEN
const NEEDS_WORK = /[&<>"'\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/u;

// A raw CR would be read back as LF (XML normalises line ends); as a reference it survives.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };

export const xmlText = (value: string): string =>
  NEEDS_WORK.test(value) ? value.replace(FORBIDDEN, '').replace(SPECIAL, (c) => ENTITIES[c]) : value;
