import { describe, expect, it } from 'vitest';
import { readXml } from './xml-reader';

describe('the test XML reader', () => {
  it('reads a document', () => {
    const { declaration, root } = readXml('<?xml version="1.0" encoding="UTF-8"?>\n<a x="1 &amp; 2"><b>т&lt;&#x41;</b><c/></a>\n');
    expect(declaration).toEqual({ version: '1.0', encoding: 'UTF-8' });
    expect(root.attributes).toEqual({ x: '1 & 2' });
    expect(root.children.map((child) => [child.name, child.text])).toEqual([
      ['b', 'т<A'],
      ['c', ''],
    ]);
  });

  it.each([
    ['<?xml version="1.0"?><a><b></a>', 'mismatched tags'],
    ['<?xml version="1.0"?><a>&nbsp;</a>', 'unknown entity'],
    ['<?xml version="1.0"?><a>1 & 2</a>', 'bare ampersand'],
    ['<?xml version="1.0"?><a x=1/>', 'unquoted attribute'],
    ['<?xml version="1.0"?><a></a><b/>', 'two roots'],
    ['<a/>', 'no declaration'],
    ['<?xml version="1.0"?><a>\u0001</a>', 'control character'],
  ])('refuses %j (%s)', (source) => {
    expect(() => readXml(source)).toThrow(/not well-formed/u);
  });
});
