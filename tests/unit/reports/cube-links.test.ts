import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Utf8, cubeLink, cubeQueryText, decodeCubeLink } from '../../../src/domain/reports/cube-links';
import { cubeKinds } from '../../../src/domain/shared/initiative-types';

describe('cube links', () => {
  it('is the host, /index.xhtml and customRequest with the base64 of the query text', () => {
    const link = cubeLink('https://cubes.example.ru/', { cube: 'mandatoryMatrix', quarterStart: '2024-04-01', initiativeId: 42 });
    expect(link.startsWith('https://cubes.example.ru/index.xhtml?customRequest=')).toBe(true);
    const encoded = decodeURIComponent(link.split('customRequest=')[1]);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(
      cubeQueryText({ cube: 'mandatoryMatrix', quarterStart: '2024-04-01', initiativeId: 42 }),
    );
  });

  it('names the cube, the measures, the rows, the quarter start and the initiative', () => {
    const text = decodeCubeLink(cubeLink('https://c', { cube: 'mandatoryMatrix', quarterStart: '2024-04-01', initiativeId: 42 }));
    expect(text).toBe(
      [
        'SELECT {[Measures].[required_quantity], [Measures].[balance], [Measures].[success_days], [Measures].[fail_days], [Measures].[bonus_sum]} ON COLUMNS,',
        'NON EMPTY {[promotional_product].[promotional_product_id].Members * [promotional_product].[promoter].Members * [promotional_product].[sip_price].Members} ON ROWS',
        'FROM [mandatory_matrix]',
        'WHERE ([quarter].[2024-04-01], [initiative].[42])',
      ].join('\n'),
    );
  });

  it('leaves the initiative filter out when no id is given', () => {
    const text = cubeQueryText({ cube: 'procurement', quarterStart: '2023-10-01' });
    expect(text.split('\n').at(-1)).toBe('WHERE ([quarter].[2023-10-01])');
  });

  it('puts the cashiers on the rows of the sales motivation cube', () => {
    expect(cubeQueryText({ cube: 'salesMotivation', quarterStart: '2024-01-01' })).toContain('[Cashier].[Cashier].Members');
  });

  it('has a query for every cube kind of the spec, each on its own cube', () => {
    const cubes = cubeKinds.map((cube) => /FROM \[(\w+)\]/.exec(cubeQueryText({ cube, quarterStart: '2024-01-01' }))?.[1]);
    expect(new Set(cubes).size).toBe(cubeKinds.length);
  });

  it('encodes UTF-8 safely (btoa alone throws on Cyrillic)', () => {
    expect(Buffer.from(base64Utf8('Квартал I'), 'base64').toString('utf8')).toBe('Квартал I');
  });

  it('property: any cube, quarter and id decodes back to its query text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cubeKinds),
        fc.integer({ min: 2019, max: 2100 }),
        fc.constantFrom('01', '04', '07', '10'),
        fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: undefined }),
        (cube, year, month, initiativeId) => {
          const request = { cube, quarterStart: `${year}-${month}-01`, initiativeId };
          const link = cubeLink('https://cubes', request);
          // URL-encoded: base64's '+', '/' and '=' never reach the query string raw.
          expect(link.split('customRequest=')[1]).not.toMatch(/[+/=]/);
          expect(decodeCubeLink(link)).toBe(cubeQueryText(request));
        },
      ),
    );
  });
});
