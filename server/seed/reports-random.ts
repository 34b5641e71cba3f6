import { round2 } from '../../src/domain/shared/money';
import type { ReportProduct } from '../../src/domain/reports/report-rows';

/**
 * A seeded pseudo-random source (mulberry32): the demo data looks varied but is the same on every
 * start. Each initiative draws from its own source seeded by its id, so adding one initiative
 * does not change the figures of the others.
 */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    /** Money or points between min and max, to 2 decimals. */
    amount: (min: number, max: number): number => round2(min + next() * (max - min)),
    chance: (probability: number): boolean => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
    /** `count` distinct items in a shuffled order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other], pool[index]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}

export type RandomSource = ReturnType<typeof randomSource>;

/** Promotional products of the demo, with the distributor's product ids and their promoters. */
export const promoProducts: readonly (ReportProduct & { promoter: string })[] = [
  { id: 40112, name: 'Нурофен, таблетки 200 мг №20', promoter: 'Рекитт Бенкизер' },
  { id: 40135, name: 'Терафлю, порошок с лимоном №10', promoter: 'Хелеон' },
  { id: 40187, name: 'Компливит, таблетки №60', promoter: 'Отисифарм' },
  { id: 40203, name: 'Арбидол, капсулы 100 мг №20', promoter: 'Отисифарм' },
  { id: 40251, name: 'Эссенциале форте Н, капсулы №30', promoter: 'Санофи' },
  { id: 40278, name: 'Називин, спрей назальный 0,05 %', promoter: 'Орион' },
  { id: 40311, name: 'Магне B6, таблетки №60', promoter: 'Санофи' },
  { id: 40344, name: 'Ибупрофен, таблетки 400 мг №20', promoter: 'Фармстандарт' },
  { id: 40367, name: 'Аквадетрим, капли 15 000 МЕ/мл', promoter: 'Медана Фарма' },
  { id: 40392, name: 'Мирамистин, раствор 0,01 % 150 мл', promoter: 'Инфамед' },
  { id: 40418, name: 'Лоратадин, таблетки 10 мг №10', promoter: 'Озон' },
  { id: 40445, name: 'Пенталгин, таблетки №24', promoter: 'Отисифарм' },
  { id: 40471, name: 'Эвалар Омега-3, капсулы №30', promoter: 'Эвалар' },
  { id: 40496, name: 'Стрепсилс, таблетки для рассасывания №24', promoter: 'Рекитт Бенкизер' },
  { id: 40523, name: 'Витамин C 1000, шипучие таблетки №20', promoter: 'Эвалар' },
  { id: 40559, name: 'Детралекс, таблетки 1000 мг №30', promoter: 'Сервье' },
  { id: 40582, name: 'Супрастин, таблетки 25 мг №20', promoter: 'Эгис' },
  { id: 40617, name: 'Фармаклуб Бальзам для губ', promoter: 'Фармаклуб' },
];

/** The product without its promoter, as report rows carry it. */
export const productOf = ({ id, name }: ReportProduct): ReportProduct => ({ id, name });
