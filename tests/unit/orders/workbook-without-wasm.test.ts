import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetColumn } from '../../../src/domain/orders/workbook';
import type { PartDeflater } from '../../../src/domain/orders/zip';
import { unzip } from './unzip';

const MINIZ = '../../../src/domain/orders/miniz';

afterEach(() => {
  vi.doUnmock(MINIZ);
  vi.resetModules();
});

describe('a large sheet without the WebAssembly deflate', () => {
  it('is written whole on one thread with the platform deflate, never failing the file', async () => {
    // The deflate's chunk cannot be fetched (the line dropped after the page opened). Fresh
    // modules: another test file may have loaded the deflate in this worker already.
    vi.resetModules();
    vi.doMock(MINIZ, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { sheet, TWO_PARTS_MIN_ITEMS, workbookBytes } = await import('../../../src/domain/orders/workbook');
    const count = TWO_PARTS_MIN_ITEMS + 10;
    const columns: SheetColumn<number>[] = [
      { header: 'Код', width: 8, kind: 'integer', value: (i) => i },
      { header: 'Товар', width: 20, kind: 'text', value: (i) => `Товар ${i}` },
    ];
    const begun: string[] = [];
    const elsewhere: PartDeflater = {
      begin() {
        begun.push('part');
        throw new Error('not to be asked');
      },
    };
    const bytes = await workbookBytes(
      [
        sheet(
          'Лист',
          columns,
          Uint32Array.from({ length: count }, (_, i) => i),
        ),
      ],
      undefined,
      elsewhere,
    );
    expect(begun).toEqual([]);
    const entries = unzip(bytes);
    expect(entries.get('xl/worksheets/sheet1.xml')).toContain(`<autoFilter ref="A1:B${count + 1}"/></worksheet>`);
    expect(entries.get('xl/sharedStrings.xml')).toContain(`<si><t>Товар ${count - 1}</t></si></sst>`);
  });
});
