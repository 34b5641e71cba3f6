/**
 * For the number-entry properties: a typed text with its thousands' spaces taken out, as a user
 * means them — only where the portal would put them (1–3 digits, then groups of three before the
 * decimals); any other space stays and makes the text no number.
 */
export function ungrouped(typed: string): string {
  const text = typed.trim();
  const [integer = '', ...rest] = text.split(/(?=[.,])/u);
  const thousands = /^[0-9]{1,3}(?:[ \u00a0\u202f][0-9]{3})+$/u.test(integer);
  return (thousands ? integer.replace(/[ \u00a0\u202f]/gu, '') : integer) + rest.join('');
}
