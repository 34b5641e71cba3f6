import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FindMotivationProductRequest, MotivationProductOptions } from '../../src/api/contract/sales-motivation';
import { ApiError } from '../../src/api/shared/http';
import {
  pickerMachine,
  selectChosenProducts,
  selectShown,
  shownProducts,
} from '../../src/machines/payroll/sales-motivation-picker.machine';

// The promo-product picker (spec purchasing-and-pay §2.7, §9) as the modal shows it: the list, its
// failure and 'Повторить', the search box, the ticks. Fixed clock: the search waits 500 ms.

const products: MotivationProductOptions = [
  { id: 1, name: 'Нурофен Экспресс' },
  { id: 2, name: 'Парацетамол' },
  { id: 3, name: 'НУРОФЕН детский' },
  { id: 4, name: 'Ибуклин' },
];
const request = (contractIds: number[]): FindMotivationProductRequest => ({ contractIds, initiativeIds: [5], promoterIds: ['Промоутер'] });

function startPicker() {
  const asked: Array<{
    request: FindMotivationProductRequest;
    resolve(value: MotivationProductOptions): void;
    reject(error: unknown): void;
  }> = [];
  const machine = pickerMachine.provide({
    actors: {
      findProducts: fromPromise<MotivationProductOptions, FindMotivationProductRequest>(
        ({ input }) => new Promise((resolve, reject) => asked.push({ request: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine).start();
  const snapshot = () => actor.getSnapshot();
  const shownIds = () => selectShown(snapshot()).map((product) => product.id);
  const chosenIds = () => selectChosenProducts(snapshot()).map((product) => product.id);
  const open = async (contractIds = [1]) => {
    actor.send({ type: 'picker.open', request: request(contractIds) });
    asked.at(-1)!.resolve(products);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, asked, snapshot, shownIds, chosenIds, open };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('picker: the list', () => {
  it('asks find-product for the filters it was opened with and lists the answer', async () => {
    const sut = startPicker();
    expect(sut.snapshot().matches('closed')).toBe(true);
    await sut.open([9]);
    expect(sut.asked.map((call) => call.request)).toEqual([request([9])]);
    expect(sut.snapshot().matches({ open: { list: 'ready' } })).toBe(true);
    expect(sut.shownIds()).toEqual([1, 2, 3, 4]);
  });

  it('a failed list says why; Повторить clears the message and asks again', async () => {
    const sut = startPicker();
    sut.actor.send({ type: 'picker.open', request: request([1]) });
    sut.asked[0].reject(new ApiError(503, 'Сервис товаров недоступен'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.snapshot().matches({ open: { list: 'failed' } })).toBe(true);
    expect(sut.snapshot().context.error?.message).toBe('Сервис товаров недоступен');
    sut.actor.send({ type: 'picker.retry' });
    expect(sut.snapshot().context.error).toBeNull();
    expect(sut.asked.map((call) => call.request)).toEqual([request([1]), request([1])]);
    sut.asked[1].resolve(products);
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.shownIds()).toEqual([1, 2, 3, 4]);
  });

  it('reopened, it starts afresh: no ticks, no search, the list of the new filters', async () => {
    const sut = startPicker();
    await sut.open([1]);
    sut.actor.send({ type: 'picker.toggle', id: 2 });
    sut.actor.send({ type: 'picker.search', text: 'нуро' });
    await vi.advanceTimersByTimeAsync(500);
    sut.actor.send({ type: 'picker.close' });
    expect(sut.snapshot().matches('closed')).toBe(true);
    sut.actor.send({ type: 'picker.open', request: request([2]) });
    expect(sut.snapshot().context).toMatchObject({ request: request([2]), options: [], error: null, typed: '', query: '', chosen: [] });
    expect(sut.asked.at(-1)!.request).toEqual(request([2]));
  });
});

describe('picker: ticks', () => {
  it("a tick toggles one product; the chosen products are listed in the list's order", async () => {
    const sut = startPicker();
    await sut.open();
    sut.actor.send({ type: 'picker.toggle', id: 3 });
    sut.actor.send({ type: 'picker.toggle', id: 1 });
    sut.actor.send({ type: 'picker.toggle', id: 2 });
    expect(sut.chosenIds()).toEqual([1, 2, 3]);
    sut.actor.send({ type: 'picker.toggle', id: 1 });
    expect(sut.chosenIds()).toEqual([2, 3]);
    expect(sut.snapshot().context.chosen).toEqual([3, 2]);
  });

  it('nothing chosen: no products to add', async () => {
    const sut = startPicker();
    await sut.open();
    expect(sut.chosenIds()).toEqual([]);
  });

  it('select-all and select-none act on the products the search shows; other ticks stay', async () => {
    const sut = startPicker();
    await sut.open();
    sut.actor.send({ type: 'picker.toggle', id: 2 });
    sut.actor.send({ type: 'picker.search', text: 'НУРОФЕН' });
    await vi.advanceTimersByTimeAsync(500);
    expect(sut.shownIds()).toEqual([1, 3]);
    sut.actor.send({ type: 'picker.toggleAll', selected: true });
    expect(sut.chosenIds()).toEqual([1, 2, 3]);
    sut.actor.send({ type: 'picker.toggleAll', selected: false });
    expect(sut.chosenIds()).toEqual([2]);
  });
});

describe('picker: the search (§2.7: case-insensitive contains)', () => {
  it('ignores spaces around the text: a search of spaces alone shows everything', () => {
    expect(shownProducts(products, '  нурофен ').map((product) => product.id)).toEqual([1, 3]);
    expect(shownProducts(products, '   ').map((product) => product.id)).toEqual([1, 2, 3, 4]);
    expect(shownProducts(products, 'экспресс').map((product) => product.id)).toEqual([1]);
  });

  it('the box shows each key at once; the list follows 500 ms after the last key', async () => {
    const sut = startPicker();
    await sut.open();
    sut.actor.send({ type: 'picker.search', text: 'ибу' });
    expect(sut.snapshot().context.typed).toBe('ибу');
    await vi.advanceTimersByTimeAsync(499);
    expect(sut.shownIds()).toEqual([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.shownIds()).toEqual([4]);
    expect(sut.asked).toHaveLength(1);
  });
});
