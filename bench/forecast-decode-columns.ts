import type { ForecastColumns } from '../src/domain/forecast/columns';

/**
 * The memory the columns hold: their typed arrays, and their texts at two bytes a character
 * (V8 keeps a text with any Cyrillic letter so); a dictionary's lookup map is left out. Counted
 * from the columns themselves, so a busy machine or the garbage collector's timing does not move it.
 */
export function columnsBytes(columns: ForecastColumns): number {
  let bytes = 0;
  const visit = (value: unknown, depth: number): void => {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (typeof value === 'string') bytes += 2 * value.length;
    // A dictionary's map holds the strings its values hold: counted once, through the values.
    else if (value instanceof Map) return;
    else if (value && typeof value === 'object' && depth < 4) Object.values(value).forEach((item) => visit(item, depth + 1));
  };
  visit(columns, 0);
  return bytes;
}
