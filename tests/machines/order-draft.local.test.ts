import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftEdit } from '../../src/api/contract/order-drafts';
import { localDrafts } from '../../src/api/orders/local-drafts';
import { localCopiesWritten } from '../../src/machines/orders/order-draft.local';
import { localDraftTexts, restoredFromTexts } from '../../src/machines/orders/order-draft.machine';
import { signedInStorage } from './support/memory-storage';
import { fakeGateway, here, line, openScreen, rg, settle } from './support/order-draft-screen';

/**
 * The draft kept on this computer first, then on the gateway (support/order-draft-screen.ts): a
 * reload is a new machine over the same storage and gateway, as a reloaded page is.
 */

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-29T09:00:00Z') });
  // The page's window, for the 'online' event the draft machine listens to.
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an order draft is kept on this computer before the gateway has it', () => {
  it('a typed line is on this computer at once, before the save, and the copy goes once the gateway answered', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(line('11:501', '7'));
    expect(here(storage)?.draft?.edits).toEqual([line('11:501', '7')]);
    expect(server.gateway.saves).toHaveLength(0);
    expect(screen.see().asksBeforeLeaving).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.saves.map((save) => save.draft.edits)).toEqual([[line('11:501', '7')]]);
    expect(here(storage)).toBeNull();
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: null, asksBeforeLeaving: false });
  });

  it('typed offline, reloaded online: this computer’s copy is newer than the gateway’s, the screen gets it and it is saved', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const first = openScreen(storage, server);
    await settle();
    await first.type(line('11:501', '7'));
    await vi.advanceTimersByTimeAsync(800);
    server.gateway.online = false;
    await first.type(line('11:501', '7'), line('11:502', '3'));
    await vi.advanceTimersByTimeAsync(800);
    expect(first.see()).toEqual({ line: localDraftTexts.waitsForLine, notice: null, asksBeforeLeaving: true });
    first.actor.stop();

    server.gateway.online = true;
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([
      { type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '7'), line('11:502', '3')] } },
    ]);
    expect(reloaded.see().notice).toBe(restoredFromTexts.local);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.kept).toMatchObject({ revision: 2, draft: { edits: [line('11:501', '7'), line('11:502', '3')] } });
    expect(here(storage)).toBeNull();
    expect(reloaded.see()).toEqual({ line: 'Черновик сохранён', notice: restoredFromTexts.local, asksBeforeLeaving: false });
  });

  it('reloaded while still offline: the screen opens with this computer’s copy, keeps changes here, and reads the gateway at once when the line returns', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const first = openScreen(storage, server);
    await settle();
    server.gateway.online = false;
    await first.type(line('11:501', '4'));
    first.actor.stop();

    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([{ type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '4')] } }]);
    expect(reloaded.see()).toEqual({ line: localDraftTexts.waitsForLine, notice: restoredFromTexts.localOnly, asksBeforeLeaving: true });
    await reloaded.type(line('11:501', '4'), line('11:503', '1'));
    expect(here(storage)?.draft?.edits).toHaveLength(2);

    const readsBefore = server.gateway.reads;
    server.gateway.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250);
    expect(server.gateway.reads).toBe(readsBefore + 1);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.kept.draft?.edits).toEqual([line('11:501', '4'), line('11:503', '1')]);
    expect(reloaded.told).toHaveLength(1);
    expect(here(storage)).toBeNull();
  });

  it('a failed save goes again the moment the line returns, not after the 5-second wait', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = false;
    await screen.type(line('11:501', '2'));
    await vi.advanceTimersByTimeAsync(800);
    expect(screen.draft().getSnapshot().value).toBe('failed');
    server.gateway.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250);
    expect(server.gateway.saves.map((save) => save.draft.edits)).toEqual([[line('11:501', '2')]]);
    expect(screen.see().line).toBe('Черновик сохранён');
  });

  it('a page being left starts no save when the line returns: the page that follows sends the copy', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    server.gateway.online = false;
    await screen.type(line('11:501', '2'));
    await vi.advanceTimersByTimeAsync(800);
    server.gateway.online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.gateway.saves).toHaveLength(0);
    expect(here(storage)?.draft?.edits).toEqual([line('11:501', '2')]);
  });

  it('the gateway’s draft saved elsewhere after this computer’s copy was changed wins; the copy goes, and the notice says so', async () => {
    const storage = signedInStorage(7);
    localDrafts(storage).keep(rg, {
      draft: { state: { promoters: [] }, edits: [line('11:501', '9')] },
      revision: 1,
      changedAt: Date.now() - 120_000,
    });
    const server = fakeGateway();
    const elsewhere = { state: { promoters: ['Бионорика'] }, edits: [line('11:777', '5')] };
    Object.assign(server.gateway.kept, { revision: 3, draft: elsewhere, savedAt: new Date(Date.now() - 60_000).toISOString() });
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: elsewhere }]);
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: restoredFromTexts.server, asksBeforeLeaving: false });
    expect(here(storage)).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.gateway.saves).toHaveLength(0);
  });

  it('a copy the gateway already holds (its save answered after the page was left) opens quietly, and goes', async () => {
    const storage = signedInStorage(7);
    const mine = { state: { promoters: [] }, edits: [line('11:501', '9')] };
    localDrafts(storage).keep(rg, { draft: mine, revision: 1, changedAt: Date.now() - 10_000 });
    const server = fakeGateway();
    // As the database gives it back: the same draft, its keys in another order.
    const held = { edits: [{ balance: 1, price: 10, name: 'Товар 11:501', text: '9', key: '11:501' }], state: { promoters: [] } };
    Object.assign(server.gateway.kept, { revision: 2, draft: held, savedAt: new Date(Date.now() - 5_000).toISOString() });
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: held }]);
    expect(screen.see()).toEqual({ line: 'Черновик сохранён', notice: null, asksBeforeLeaving: false });
    expect(here(storage)).toBeNull();
  });

  it('a copy made from an older revision but changed after the gateway’s last save still wins', async () => {
    const storage = signedInStorage(7);
    const mine = { state: { promoters: [] }, edits: [line('11:501', '9')] };
    localDrafts(storage).keep(rg, { draft: mine, revision: 1, changedAt: Date.now() - 10_000 });
    const server = fakeGateway();
    Object.assign(server.gateway.kept, {
      revision: 3,
      draft: { state: {}, edits: [] },
      savedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const screen = openScreen(storage, server);
    await settle();
    expect(screen.told).toEqual([{ type: 'draft.loaded', draft: mine }]);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.gateway.saves).toEqual([{ revision: 3, draft: mine }]);
  });

  it('a change during a save: the copy here is from the revision the save answered, so a reload finds it newer', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(line('11:501', '1'));
    let answer!: () => void;
    server.gateway.hold = new Promise<void>((resolve) => (answer = resolve));
    await vi.advanceTimersByTimeAsync(800);
    await screen.type(line('11:501', '1'), line('11:502', '2'));
    server.gateway.hold = null;
    answer();
    await settle();
    expect(server.gateway.kept).toMatchObject({ revision: 1, draft: { edits: [line('11:501', '1')] } });
    expect(here(storage)).toMatchObject({ revision: 1, draft: { edits: [line('11:501', '1'), line('11:502', '2')] } });
    // Reloaded before the next save.
    screen.actor.stop();
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([
      { type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '1'), line('11:502', '2')] } },
    ]);
  });

  it('a draft cleared offline stays cleared after a reload: the gateway’s draft does not come back, and the clearing reaches it', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    const first = openScreen(storage, server);
    await settle();
    await first.type(line('11:501', '6'));
    await vi.advanceTimersByTimeAsync(800);
    server.gateway.online = false;
    first.draft().send({ type: 'draft.clear' });
    await settle();
    expect(first.see()).toEqual({ line: localDraftTexts.clearingWaits, notice: null, asksBeforeLeaving: true });
    first.actor.stop();
    server.gateway.online = true;
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([{ type: 'draft.loaded', draft: null }]);
    expect(server.gateway.kept.draft).toBeNull();
    expect(here(storage)).toBeNull();
  });

  it('on a back end without drafts the copy here is the screen’s draft across reloads, and clearing removes it', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const first = openScreen(storage, server);
    await settle();
    expect(first.see()).toEqual({ line: localDraftTexts.onlyHere, notice: null, asksBeforeLeaving: false });
    await first.type(line('11:501', '8'));
    first.actor.stop();
    const reloaded = openScreen(storage, server);
    await settle();
    expect(reloaded.told).toEqual([{ type: 'draft.loaded', draft: { state: { promoters: [] }, edits: [line('11:501', '8')] } }]);
    expect(reloaded.see()).toEqual({ line: localDraftTexts.onlyHere, notice: null, asksBeforeLeaving: false });
    reloaded.draft().send({ type: 'draft.clear' });
    await settle();
    expect(here(storage)).toBeNull();
    expect(server.gateway.clears).toBe(0);
  });

  it('a draft too large for this computer says so where it is the only copy', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.withoutDrafts = true;
    const screen = openScreen(storage, server);
    await settle();
    await screen.type(...Array.from({ length: 1500 }, (_, i) => ({ ...line(`11:${i}`, '1'), name: 'x'.repeat(200) })));
    expect(screen.see().line).toBe(localDraftTexts.tooLarge);
    expect(here(storage)).toBeNull();
  });

  it('another user signed in on this computer finds none of these copies', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    server.gateway.online = false;
    const first = openScreen(storage, server);
    await settle();
    await first.type(line('11:501', '6'));
    first.actor.stop();
    storage.setItem('token', signedInStorage(8).getItem('token')!);
    const other = openScreen(storage, server);
    await settle();
    expect(other.told).toEqual([{ type: 'draft.loaded', draft: null }]);
  });

  it('a screen closed while its worker hands over the typed lines still writes the copy, and the copies written say when', async () => {
    const storage = signedInStorage(7);
    const server = fakeGateway();
    let handOver: (lines: DraftEdit[]) => void = () => {};
    const screen = openScreen(storage, server, { readEdits: () => new Promise((resolve) => (handOver = resolve)) });
    await settle();
    await screen.type();
    screen.actor.stop();
    let written = false;
    void localCopiesWritten().then(() => (written = true));
    await settle();
    expect(written).toBe(false);
    expect(here(storage)).toBeNull();
    handOver([line('11:501', '9')]);
    await settle();
    expect(written).toBe(true);
    expect(here(storage)?.draft?.edits).toEqual([line('11:501', '9')]);
  });
});
