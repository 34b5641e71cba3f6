import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Waiting } from '../../src/ui/Waiting';

// Every portal page shows the waiting screen from its first paint, before any script has come;
// React then draws the same screen over it, so nothing moves when it does.
describe('the page before its scripts', () => {
  it('holds the waiting screen exactly as React draws it', () => {
    const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>/u.exec(page)?.[1];
    expect(root).toBe(renderToStaticMarkup(createElement(Waiting)));
    expect(root).toContain('Пожалуйста, подождите..');
  });
});
