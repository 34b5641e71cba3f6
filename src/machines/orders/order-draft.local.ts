import { fromCallback, fromPromise } from 'xstate';
import type { DraftEdit, OrderDraft } from '../../api/contract/order-drafts';
import type { DraftOf, LocalDraft, LocalDraftRefusal, LocalDrafts } from '../../api/orders/local-drafts';

/** The screen's part of a draft: its own choices, as plain JSON. */
type DraftState = Record<string, unknown>;

/** The gateway's draft at the revision a copy is made from (undefined: not known, the copy is weighed whole). */
type Base = OrderDraft | null | undefined;

/** What the machine asks of this computer's copy, in order. */
export type LocalDraftCommand =
  | { type: 'keep'; state: DraftState; edits: DraftEdit[] | null; revision: number; base: Base; changedAt: number }
  | { type: 'keepCleared'; revision: number; base: Base; changedAt: number }
  | { type: 'rebase'; revision: number; base: OrderDraft | null }
  | { type: 'remove' };
/** How a copy went. */
export type LocalDraftNews = { type: 'local.kept' } | { type: 'local.refused'; reason: LocalDraftRefusal };

type LocalInput = DraftOf & { readEdits: () => Promise<DraftEdit[]> };

/** Copies being written, of every screen; each leaves the set when its queue is empty. */
const writing = new Set<Promise<void>>();

/**
 * Resolves once every copy asked for so far is written (or has failed): a screen closed right after
 * a change still writes it when its worker hands over the typed lines. Tests wait on it so one
 * test's late copy never lands in the next one's storage.
 */
export function localCopiesWritten(): Promise<void> {
  return Promise.all(writing).then(() => undefined);
}

/**
 * The draft machine's hands on this computer's copy (src/api/orders/local-drafts.ts): `drafts` gives
 * the page's copies (null outside a page: nothing is kept); tests give copies over a fake storage.
 */
export function localDraftActors(drafts: () => LocalDrafts | null) {
  return {
    readLocal: fromPromise<LocalDraft | null, DraftOf>(async ({ input }) => drafts()?.read(input) ?? null),
    /**
     * This computer's copy, written in the order asked (a change waiting behind a newer one is
     * skipped). Writes asked before the screen closes still go: the gateway may never hear of them.
     */
    local: fromCallback<LocalDraftCommand, LocalInput, LocalDraftNews>(({ input, receive, sendBack }) => {
      const copies = drafts();
      if (!copies) return;
      const queue: LocalDraftCommand[] = [];
      let running = false;
      const write = async (command: LocalDraftCommand) => {
        if (command.type === 'remove') return copies.remove(input);
        if (command.type === 'rebase') return copies.rebase(input, command.revision, command.base);
        const draft = command.type === 'keep' ? { state: command.state, edits: command.edits ?? (await input.readEdits()) } : null;
        const { revision, base, changedAt } = command;
        const refusal = copies.keep(input, { draft, revision, changedAt, ...(base !== undefined && { base }) });
        sendBack(refusal ? { type: 'local.refused', reason: refusal } : { type: 'local.kept' });
      };
      const run = async () => {
        running = true;
        while (queue.length > 0) {
          const command = queue.shift()!;
          if (command.type === 'keep' && queue[0]?.type === 'keep') continue;
          // A worker gone with its screen has no lines to give: that change is not kept.
          await write(command).catch(() => undefined);
        }
        running = false;
      };
      receive((command) => {
        queue.push(command);
        if (running) return;
        const done = run();
        writing.add(done);
        void done.finally(() => writing.delete(done));
      });
    }),
  };
}
