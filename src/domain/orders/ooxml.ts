/** What every part of an xlsx file (OOXML) starts with and the namespaces its parts name. */
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
