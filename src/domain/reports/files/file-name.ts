import type { ReportDownloadKind } from '../../shared/initiative-types';
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

export { contentDisposition, fileNameFromContentDisposition } from '../../shared/content-disposition';
