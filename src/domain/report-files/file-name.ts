import type { ReportDownloadKind } from '../initiative-types';
import { workbookLayouts } from './layouts';

/** The name a download takes when nobody gave it one (spec section 2). */
export const defaultFileName = 'filename.xlsx';

/** Characters no file system accepts in a name; control characters are dropped separately. */
const unsafe = /[<>:"/\\|?*]/g;

const clean = (text: string): string =>
  [...text]
    .map((char) => (char.charCodeAt(0) < 32 ? ' ' : char))
    .join('')
    .replace(unsafe, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The name a file is saved under; the default when the given name is empty. */
export const downloadFileName = (name: string | null | undefined): string => {
  const cleaned = clean(name ?? '');
  return cleaned ? cleaned : defaultFileName;
};

/** 'Обязательная матрица — <initiative name>.xlsx'; the report title alone when the initiative has no name. */
export const reportFileName = (kind: ReportDownloadKind, initiativeName?: string | null): string => {
  const name = clean(initiativeName ?? '');
  const title = workbookLayouts[kind].title;
  return downloadFileName(`${name ? `${title} — ${name}` : title}.xlsx`);
};

/**
 * The Content-Disposition of a file answer: an ASCII fallback for old clients and the Russian
 * name in RFC 5987 form, which every current browser uses.
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The file name inside a Content-Disposition header, preferring the UTF-8 form; null when absent. */
export const fileNameFromContentDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
};
