import { readFileSync } from 'node:fs';

/**
 * The portal's palette and type: the `:root` rule of src/styles/base.css, read once at start. A page
 * the gateway serves outside the portal's build (the corporate page) wears the portal's colours
 * from the one place they are set, so a changed colour reaches it too.
 */
export function portalPalette(): string {
  const css = readFileSync(new URL('../../src/styles/base.css', import.meta.url), 'utf8');
  const rule = /^:root \{$[\s\S]*?^\}$/mu.exec(css);
  if (!rule) throw new Error('src/styles/base.css has no :root rule to take the palette from');
  return rule[0];
}
