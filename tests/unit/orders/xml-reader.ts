/**
 * A strict little XML reader for tests: declaration, elements, attributes, text and the
 * predefined and numeric entities, nothing else. It walks characters (no regular expressions
 * over the document) and throws on anything not well-formed, so a test that reads a file with it
 * proves the file parses.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const isNameStart = (c: string) => /\p{L}|_|:/u.test(c);
const isNameChar = (c: string) => isNameStart(c) || /[\d.\-·]/u.test(c);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;

export function readXml(source: string): { declaration: Record<string, string>; root: XmlElement } {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`XML is not well-formed at ${at}: ${what}`);
  };
  for (const ch of source) if (!isXmlChar(ch.codePointAt(0) ?? 0)) fail(`forbidden character U+${(ch.codePointAt(0) ?? 0).toString(16)}`);

  const expect = (text: string) => {
    if (!source.startsWith(text, at)) fail(`expected ${text}`);
    at += text.length;
  };
  const skipSpace = () => {
    while (at < source.length && isSpace(source[at])) at++;
  };
  const name = () => {
    const start = at;
    if (!isNameStart(source[at] ?? '')) fail('expected a name');
    while (at < source.length && isNameChar(source[at])) at++;
    return source.slice(start, at);
  };
  const decode = (raw: string) => {
    let out = '';
    for (let k = 0; k < raw.length; k++) {
      if (raw[k] === '<') fail('< in text');
      if (raw[k] !== '&') {
        out += raw[k];
        continue;
      }
      const end = raw.indexOf(';', k);
      if (end === -1) fail('unterminated entity');
      const entity = raw.slice(k + 1, end);
      if (entity.startsWith('#x')) out += String.fromCodePoint(parseInt(entity.slice(2), 16));
      else if (entity.startsWith('#')) out += String.fromCodePoint(parseInt(entity.slice(1), 10));
      else if (entity in ENTITIES) out += ENTITIES[entity];
      else fail(`unknown entity &${entity};`);
      k = end;
    }
    return out;
  };
  const attributes = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (!isNameStart(source[at] ?? '')) return found;
      if (before === at) fail('attributes must be separated by space');
      const key = name();
      skipSpace();
      expect('=');
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('attribute value must be quoted');
      const end = source.indexOf(quote, at + 1);
      if (end === -1) fail('unterminated attribute value');
      if (key in found) fail(`repeated attribute ${key}`);
      found[key] = decode(source.slice(at + 1, end));
      at = end + 1;
    }
  };
  const element = (): XmlElement => {
    expect('<');
    const tag = name();
    const node: XmlElement = { name: tag, attributes: attributes(), children: [], text: '' };
    skipSpace();
    if (source.startsWith('/>', at)) {
      at += 2;
      return node;
    }
    expect('>');
    for (;;) {
      const next = source.indexOf('<', at);
      if (next === -1) fail(`element ${tag} is not closed`);
      node.text += decode(source.slice(at, next));
      at = next;
      if (source.startsWith('</', at)) {
        at += 2;
        if (name() !== tag) fail(`closing tag does not match <${tag}>`);
        skipSpace();
        expect('>');
        return node;
      }
      if (source.startsWith('<!', at) || source.startsWith('<?', at)) fail('comments, CDATA and instructions are not expected');
      node.children.push(element());
    }
  };

  expect('<?xml');
  const declaration = attributes();
  skipSpace();
  expect('?>');
  skipSpace();
  const root = element();
  skipSpace();
  if (at !== source.length) fail('content after the root element');
  return { declaration, root };
}
