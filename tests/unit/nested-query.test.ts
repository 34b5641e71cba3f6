import { describe, expect, it } from 'vitest';
import { nestedQueryString, withNestedQuery } from '../../src/api/shared/nested-query';
import { parse } from 'qs';
import { parseNestedQuery } from '../../server/http/nested-query';

/** Query strings as "standard nested query strings" (reports-and-foundation §7): the qs form, both ways. */
describe('the portal writes nested query strings', () => {
  it('writes flat values as before, objects as a[b]=c and lists as a[0]=x', () => {
    expect(nestedQueryString({ quarter: '2026-10-01', id: 1 })).toBe('quarter=2026-10-01&id=1');
    expect(
      decodeURIComponent(nestedQueryString({ filters: { type: 'SALES_PLAN', sent: true }, sorts: [{ id: 'name', desc: false }] })),
    ).toBe('filters[type]=SALES_PLAN&filters[sent]=true&sorts[0][id]=name&sorts[0][desc]=false');
    expect(nestedQueryString({ month: undefined, name: null, text: 'а&б' })).toBe('name=&text=%D0%B0%26%D0%B1');
  });

  it('adds the query to a path only when there is one', () => {
    expect(withNestedQuery('/reports/cashier/points', { quarter: '2026-10-01' })).toBe('/reports/cashier/points?quarter=2026-10-01');
    expect(withNestedQuery('/cashier-payroll/payroll-cashier/1', {})).toBe('/cashier-payroll/payroll-cashier/1');
    expect(withNestedQuery('/cashier-payroll/payroll-cashier/1', undefined)).toBe('/cashier-payroll/payroll-cashier/1');
  });
});

describe('the gateway reads them', () => {
  it('reads back what the portal writes', () => {
    const query = {
      id: '1',
      filters: { type: 'SALES_PLAN', initiativeName: 'план' },
      multiFilters: { type: ['A', 'B'] },
      sorts: [{ id: 'name', desc: 'true' }],
    };
    expect(parseNestedQuery(nestedQueryString(query))).toEqual(query);
  });

  it('reads a flat query as before: a repeated key is a list', () => {
    expect(parseNestedQuery('quarter=2026-10-01&initiative=1&initiative=2')).toEqual({ quarter: '2026-10-01', initiative: ['1', '2'] });
    expect(parseNestedQuery('types[]=A&types[]=B')).toEqual({ types: ['A', 'B'] });
  });

  it('reads a plain query without qs exactly as qs does', () => {
    const plainOrNot = [
      'id=1',
      'pharmacyId=7&quarter=2026-10-01',
      'a=&b=x.y:z',
      'id=1&id=2',
      'constructor=1&id=1',
      '__proto__=1',
      'a=b+c',
      'a=%D0%B0',
      'a',
    ];
    for (const text of plainOrNot)
      expect(parseNestedQuery(text), text).toEqual(parse(text, { depth: 5, arrayLimit: 99, parameterLimit: 1000, allowPrototypes: false }));
  });

  it("keeps to its bounds and never touches an object's machinery", () => {
    const parsed = parseNestedQuery('__proto__[polluted]=1&a[constructor][prototype][x]=1&b[c][d][e][f][g][h]=deep&c[100]=far');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The machinery's keys are dropped; past five levels the rest is one literal key; a far index is an object key.
    expect(parsed).toEqual({ b: { c: { d: { e: { f: { g: { '[h]': 'deep' } } } } } }, c: { 100: 'far' } });
  });
});
