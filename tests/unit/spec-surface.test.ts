import { describe, expect, it } from 'vitest';
import { allCalls } from '../../src/api/contract/calls';
import { specSurface, surfaceKey } from '../../src/api/contract/spec-surface';
import { readAgainstSurface } from '../../src/api/contract/surface-check';

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
      ...readAgainstSurface(call).extensions.map(({ part, field, note }) => ({ where: `${call.method} ${call.path} ${part} ${field}`, note })),
    ]);
    expect(notes.filter(({ note }) => !(note.why.length > 10 && note.without.length > 10)).map(({ where }) => where)).toEqual([]);
  });
});
