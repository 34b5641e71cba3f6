import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { integrationDoc } from '../../scripts/integration-doc';

describe('docs/integration.md', () => {
  it('is what the declarations and the spec’s surface say (run `npx tsx scripts/integration-doc.ts` after changing them)', () => {
    expect(readFileSync(new URL('../../docs/integration.md', import.meta.url), 'utf8')).toBe(integrationDoc());
  });
});
