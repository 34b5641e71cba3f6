import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameFromContentDisposition } from '../../../src/domain/shared/content-disposition';

// The gateway names a downloaded file; the portal saves it under the name it reads back.
describe('the file name the portal saves a download under', () => {
  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="____.xlsx"; filename*=UTF-8''%D0%97%D0%B0%D0%BA%D0%B0%D0%B7.xlsx`)).toBe(
      'Заказ.xlsx',
    );
  });

  it('reads the UTF-8 name in lower case, with spaces around "=" and quotes around the value', () => {
    expect(fileNameFromContentDisposition(`attachment; filename* = utf-8''"%D0%9E%D1%82%D1%87%D1%91%D1%82.xlsx" ; size=10`)).toBe(
      'Отчёт.xlsx',
    );
  });

  it('falls back to the quoted name when the UTF-8 name is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="report.xlsx"`)).toBe('report.xlsx');
  });

  it('unescapes a quoted name with escaped quotes and backslashes', () => {
    expect(fileNameFromContentDisposition('attachment; filename = "a \\"b\\" \\\\c.csv"')).toBe('a "b" \\c.csv');
  });

  it('reads a bare name up to the next parameter', () => {
    expect(fileNameFromContentDisposition('attachment; filename=orders.zip; size=5')).toBe('orders.zip');
    expect(fileNameFromContentDisposition('attachment;filename = orders.zip')).toBe('orders.zip');
  });

  it('has no name when the header is missing or names no file', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
    expect(fileNameFromContentDisposition('')).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('inline; name=x')).toBeNull();
  });
});

describe('the header the gateway sends with a file', () => {
  it('sends the Cyrillic name as UTF-8 and underscores in the ASCII fallback', () => {
    expect(contentDisposition('Заказ 1.xlsx')).toBe(
      `attachment; filename="_____ 1.xlsx"; filename*=UTF-8''%D0%97%D0%B0%D0%BA%D0%B0%D0%B7%201.xlsx`,
    );
  });

  it('escapes the characters encodeURIComponent leaves alone and keeps quotes out of the fallback', () => {
    expect(contentDisposition(`it's (a) "b"\\*.csv`)).toBe(
      `attachment; filename="it's (a) _b__*.csv"; filename*=UTF-8''it%27s%20%28a%29%20%22b%22%5C%2A.csv`,
    );
  });

  it('round-trips: the portal reads back exactly the name the gateway wrote', () => {
    for (const name of ['Отклонённые позиции заказа 17.xlsx', `it's (a)*.csv`, 'plain.zip']) {
      expect(fileNameFromContentDisposition(contentDisposition(name))).toBe(name);
    }
  });
});
