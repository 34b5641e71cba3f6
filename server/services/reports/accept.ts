import { reportDownloadAccept } from '../../../src/api/contract/report-downloads';

interface MediaRange {
  type: string;
  quality: number;
}

const parse = (header: string): MediaRange[] =>
  header.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return { type, quality: Number.isFinite(quality) ? quality : 0 };
  });

const qualityOf = (ranges: MediaRange[], type: string): number =>
  Math.max(0, ...ranges.filter((range) => range.type === type).map((range) => range.quality));

/**
 * Whether a download is answered as the xlsx file: only when the Accept header names the xlsx type
 * at least as highly as JSON. Anything else (no header, * / *, an unknown type) gets JSON, the
 * portal's own form.
 */
export function wantsXlsx(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parse(accept);
  const xlsx = qualityOf(ranges, reportDownloadAccept.xlsx);
  return xlsx > 0 && xlsx >= qualityOf(ranges, reportDownloadAccept.json);
}
