import { describe, expect, it } from 'vitest';
import { allCalls } from '../../src/api/contract/calls';
import { specSurface, surfaceKey } from '../../src/api/contract/spec-surface';
import { readAgainstSurface, unreadSpecFields } from '../../src/api/contract/surface-check';

/**
 * Our declarations against the spec's surface (src/api/contract/spec/*.ts, written from the spec's
 * text): every call, parameter and field is the spec's or marked as our extension, and every
 * extension is optional and says why the portal wants it and what it does without it.
 */
describe('the declarations against the spec’s surface', () => {
  it('declare every call the surface names, at its path', () => {
    const declared = new Set(allCalls.map(surfaceKey));
    expect(Object.keys(specSurface).filter((key) => !declared.has(key as never))).toEqual([]);
  });

  it('hold nothing that is neither the spec’s nor marked as ours', () => {
    expect(allCalls.flatMap((call) => readAgainstSurface(call).problems)).toEqual([]);
  });

  it('say of every extension why the portal wants it and what it does without it', () => {
    const notes = allCalls.flatMap((call) => [
      ...(call.extension ? [{ where: `${call.method} ${call.path}`, note: call.extension }] : []),
      ...readAgainstSurface(call).extensions.map(({ part, field, note }) => ({
        where: `${call.method} ${call.path} ${part} ${field}`,
        note,
      })),
    ]);
    expect(notes.filter(({ note }) => !(note.why.length > 10 && note.without.length > 10)).map(({ where }) => where)).toEqual([]);
  });

  it('read every answer field the spec names, but those the portal computes, keeps itself or reads elsewhere', () => {
    // A field named here is one a back end may leave out (docs/integration.md); a spec field the
    // portal stops reading (as «Закуплено» once ignored incomeAmount) shows up as a new entry.
    const unread = Object.fromEntries(
      allCalls.map((call) => [`${call.method} ${call.path}`, unreadSpecFields(call)]).filter(([, fields]) => fields.length > 0),
    );
    expect(Object.keys(unread)).toEqual([
      'GET /reports-rt/pharmacy',
      'GET /cashier-payroll/payroll-cashier/{id}',
      'POST /reports-rt/cashier-initiative/enrich-product',
    ]);
  });
});
