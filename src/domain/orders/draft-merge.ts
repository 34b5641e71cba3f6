import type { KeptEdit } from './draft-changes';

/**
 * Two copies of one order draft that went apart, put back together line by line: the one the
 * gateway holds now, and this computer's, made from an older revision of it (the base). Whatever
 * this computer changed since the base (a line typed, retyped or emptied) goes over the gateway's
 * lines; every other line is the gateway's. So a quantity typed offline here and one typed
 * meanwhile in another browser both stay.
 *
 * A line both sides changed to different texts keeps this computer's text (the pharmacist in
 * front of this screen typed it last here) and is named, so the other text is not lost silently.
 * Typing beats removing, on either side: a line emptied (or a draft cleared) on the gateway stays
 * as typed here, and a line emptied here that the gateway retyped stays as the gateway has it.
 */

/** A line both sides typed into, each differently: this computer's text is kept. */
export interface TypedTwice {
  name: string;
  serverText: string;
  localText: string;
}

export interface MergedEdits<E extends KeptEdit> {
  edits: E[];
  typedTwice: TypedTwice[];
}

const byKey = <E extends KeptEdit>(edits: readonly E[]) => new Map(edits.map((edit) => [edit.key, edit]));

/** The gateway's lines with this computer's changes since `base` over them. */
export function mergeDraftEdits<E extends KeptEdit>(base: readonly E[], server: readonly E[], local: readonly E[]): MergedEdits<E> {
  const [baseLines, serverLines, localLines] = [byKey(base), byKey(server), byKey(local)];
  const merged = new Map(serverLines);
  const typedTwice: TypedTwice[] = [];
  for (const key of new Set([...baseLines.keys(), ...localLines.keys()])) {
    const [was, there, here] = [baseLines.get(key), serverLines.get(key), localLines.get(key)];
    if (here?.text === was?.text) continue; // not changed here: the gateway's line stands
    const changedThere = there?.text !== was?.text;
    if (!here) {
      // Emptied here: gone, unless the gateway typed something new into it.
      if (!changedThere || !there) merged.delete(key);
      continue;
    }
    if (there && changedThere && there.text !== here.text) {
      typedTwice.push({ name: here.name, serverText: there.text, localText: here.text });
    }
    merged.set(key, here);
  }
  return { edits: [...merged.values()], typedTwice };
}

/** The notice's line of a line typed in two places. */
export const typedTwiceText = ({ name, serverText, localText }: TypedTwice) =>
  `Введено в двух местах, оставлено введённое здесь: ${name} — ${serverText} → ${localText}`;
