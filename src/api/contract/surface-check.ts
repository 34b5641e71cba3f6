import * as v from 'valibot';
import type { Call } from './call';
import { extensionNoteOf, isExtension, type ExtensionNote, type Walkable } from './extension';
import { notShown, specCallOf, type Fields, type NotShown } from './spec-surface';

/**
 * A declaration read against the spec's surface (spec-surface.ts): the extensions it declares and
 * what in it is neither the spec's nor marked as ours. tests/unit/spec-surface.test.ts asks for no
 * problem in any call; scripts/integration-doc.ts lists the extensions in docs/integration.md.
 */

export type Part = 'query' | 'body' | 'answer';

/** A parameter or field of ours inside a call of the spec's. */
export interface ExtensionField {
  part: Part;
  /** Dotted, `[]` for a list's items: `initiatives[].hasCubeLink`. */
  field: string;
  note: ExtensionNote;
}

type Named = Fields | true | NotShown | undefined;

interface Visit {
  part: Part;
  extensions: ExtensionField[];
  problems: string[];
}

const acceptsAbsence = (schema: v.GenericSchema): boolean => v.safeParse(schema, undefined).success;

function walk(schema: v.GenericSchema, named: Named, path: string, visit: Visit): void {
  const { entries, item, wrapped, options } = schema as Walkable;
  if (named === notShown) return;
  if (wrapped) return walk(wrapped, named, path, visit);
  if (options) return options.forEach((option) => walk(option, named, path, visit));
  if (item) return walk(item, named, `${path}[]`, visit);
  if (!entries) return;
  if (named === true) {
    visit.problems.push(`${visit.part} ${path || '(the whole)'}: the spec names it without fields, the declaration gives it fields`);
    return;
  }
  for (const [key, entry] of Object.entries(entries)) {
    const field = path ? `${path}.${key}` : key;
    const spec = named?.[key];
    if (isExtension(entry)) {
      if (spec !== undefined) visit.problems.push(`${visit.part} ${field}: marked as our extension, but the spec names it`);
      if (!acceptsAbsence(entry))
        visit.problems.push(`${visit.part} ${field}: our extension must be optional (a back end without it leaves it out)`);
      visit.extensions.push({ part: visit.part, field, note: extensionNoteOf(entry) });
    } else if (spec === undefined) {
      visit.problems.push(`${visit.part} ${field}: neither in the spec's surface nor marked as our extension`);
    } else {
      walk(entry, spec, field, visit);
    }
  }
}

/** The call read against the surface: its extension fields, and every disagreement in words. */
export function readAgainstSurface(call: Call): { extensions: ExtensionField[]; problems: string[] } {
  const spec = specCallOf(call);
  const name = `${call.method} ${call.path}`;
  if (!spec) {
    return { extensions: [], problems: call.extension ? [] : [`${name}: neither in the spec's surface nor declared as our extension`] };
  }
  const extensions: ExtensionField[] = [];
  const problems: string[] = call.extension ? [`${name}: declared as our extension, but the spec names it`] : [];
  const parts: [Part, v.GenericSchema | undefined, Named][] = [
    ['query', call.query, spec.query],
    ['body', call.body, spec.body],
    ['answer', 'json' in call.answer ? call.answer.json : undefined, spec.answer],
  ];
  for (const [part, schema, named] of parts) {
    if (!schema) continue;
    const visit: Visit = { part, extensions, problems: [] };
    walk(schema, named ?? {}, '', visit);
    problems.push(...visit.problems.map((problem) => `${name}: ${problem}`));
  }
  return { extensions, problems };
}

/** Whether the schema holds an entry of this name where the walk stands (through wrappers, unions and lists). */
function entryOf(schema: v.GenericSchema, key: string): v.GenericSchema[] {
  const { entries, item, wrapped, options } = schema as Walkable;
  if (wrapped) return entryOf(wrapped, key);
  if (options) return options.flatMap((option) => entryOf(option, key));
  if (item) return entryOf(item, key);
  return entries?.[key] ? [entries[key]] : [];
}

function unread(schema: v.GenericSchema, named: Named, path: string, found: string[]): void {
  if (named === undefined || named === true || named === notShown) return;
  for (const [key, inner] of Object.entries(named)) {
    const field = path ? `${path}.${key}` : key;
    const declared = entryOf(schema, key);
    if (declared.length === 0) found.push(field);
    else declared.forEach((entry) => unread(entry, inner, field, found));
  }
}

/**
 * The answer fields the spec names that the declaration does not read: a back end may leave them
 * out, and one that sends them loses nothing (the portal computes what it shows from the rest, or
 * shows another table). Listed in docs/integration.md.
 */
export function unreadSpecFields(call: Call): string[] {
  const spec = specCallOf(call);
  if (!spec || !('json' in call.answer)) return [];
  const found: string[] = [];
  unread(call.answer.json, spec.answer, '', found);
  return found;
}
