import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../../../src/domain/shared/content-disposition';

describe('the UTF-8 file name of a download', () => {
  it('loses only the quotes around it, not one inside it', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''"%D0%9E%D1%82"%D1%87%D1%91%D1%82.xlsx"`)).toBe('От"чёт.xlsx');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''a"b.xlsx`)).toBe('a"b.xlsx');
  });
});
