import { describe, expect, it } from 'vitest';
import { workbookLayouts } from '../../../src/domain/reports/files/layouts';
import { cubeLink } from '../../../src/domain/reports/cube-links';
import { quartersWithData } from '../../../src/domain/reports/overview';
import { quarterStart } from '../../../src/domain/shared/quarters';
import { initiativeTypeName, superTypeName, superTypeOf } from '../../../src/domain/shared/initiative-types';

describe('the overview at its edges', () => {
  it('offers a quarter an initiative ends on the first second of', () => {
    const start = (quarter: 1 | 2 | 3 | 4) => quarterStart({ year: 2025, quarter }).getTime() / 1000;
    expect(quartersWithData([{ type: 'PROCUREMENT', from: start(1) + 60, to: start(2) }], 2025)).toEqual([1, 2]);
  });

  it('names the group of a type it does not know by the type, a «_SUPER» inside the name kept', () => {
    expect(superTypeName(superTypeOf('NEW_SUPER_PROMO'))).toBe(initiativeTypeName('NEW_SUPER_PROMO'));
    expect(superTypeName(superTypeOf('NEW_SUPER_PROMO'))).toBe('NEW_SUPER_PROMO');
  });

  it('opens the cube at the host without any of the slashes typed after it', () => {
    const link = cubeLink('https://cubes.example.ru//', { cube: 'mandatoryMatrix', quarterStart: '2024-04-01', initiativeId: 42 });
    expect(link.startsWith('https://cubes.example.ru/index.xhtml?customRequest=')).toBe(true);
  });

  it('leaves the product name of a row without a product empty in the spreadsheet', () => {
    const column = workbookLayouts['product-of-the-day'].columns.find((item) => item.header === 'Наименование товара');
    expect(column?.value({ product: null } as never)).toBeNull();
  });
});
