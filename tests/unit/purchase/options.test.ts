import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionOptions } from '../../../src/domain/orders/purchase/options';
import { initiatives, positions, samplePosition } from './arbitraries';

/** The filter options a list of positions offers: each value once, in Russian order. */
describe('the options of the positions loaded', () => {
  it('offers the other initiatives by id and name: each once, sorted as a Russian reader looks for them', () => {
    const options = positionOptions([
      samplePosition({ otherInitiativeIds: [5, 3], otherInitiativeNames: ['Пульс Эпсилон', 'Витрина Гамма'] }),
      samplePosition({ otherInitiativeIds: [3, 12], otherInitiativeNames: ['Витрина Гамма', 'Ёлка'] }),
      samplePosition({ otherInitiativeIds: [7], otherInitiativeNames: ['Акция'] }),
    ]);
    expect(options.otherInitiatives).toEqual([
      { id: 7, name: 'Акция' },
      { id: 3, name: 'Витрина Гамма' },
      { id: 12, name: 'Ёлка' },
      { id: 5, name: 'Пульс Эпсилон' },
    ]);
  });

  it('pairs ids and names only when a position gives both: names alone (the RG order) offer none', () => {
    const options = positionOptions([
      samplePosition({ otherInitiativeIds: [], otherInitiativeNames: ['Закупка Q3'] }),
      samplePosition({ otherInitiativeIds: [4, 5], otherInitiativeNames: ['Матрица+ Дельта'] }),
    ]);
    expect(options.otherInitiatives).toEqual([]);
    expect(options.otherInitiativeNames).toEqual(['Закупка Q3', 'Матрица+ Дельта']);
  });

  it('no positions offer nothing', () => {
    expect(positionOptions([])).toEqual({ otherInitiativeNames: [], otherInitiatives: [], supplierGroups: [], products: [] });
  });

  it('every other initiative of a position is offered once, with its name, and nothing else', () => {
    const russian = new Intl.Collator('ru', { numeric: true });
    fc.assert(
      fc.property(positions(), (list) => {
        const offered = positionOptions(list).otherInitiatives;
        const expected = new Set(list.flatMap((p) => p.otherInitiativeIds));
        expect(offered.map((each) => each.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
        for (const each of offered) expect(each.name).toBe(initiatives.find((i) => i.id === each.id)!.name);
        for (let k = 1; k < offered.length; k++) expect(russian.compare(offered[k - 1].name, offered[k].name)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
