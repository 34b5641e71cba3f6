import { describe, expect, it } from 'vitest';
import {
  availableForecastActions,
  forecastActionLabels,
  forecastActionNotices,
  forecastActionTexts,
  forecastActions,
  sendsOrderedRowsOnly,
} from '../../../src/domain/forecast/actions';

describe('the action dropdown', () => {
  it('hides the pharmacy ordering system when its check returns an empty list', () => {
    expect(availableForecastActions(0)).not.toContain('sendToPharmacySystem');
    expect(availableForecastActions(1)).toEqual([...forecastActions]);
  });

  it('offers the file for the Пульс information system beside the other files', () => {
    expect(availableForecastActions(0).map((action) => forecastActionLabels[action])).toEqual([
      'Скачать весь прогноз',
      'Скачать товары заказа',
      'Скачать файл для систем заказа (XML)',
      'Скачать файл для информационной системы Пульс',
      'Отправить заказ в Пульс',
      'Отправить заказ в СТУ',
    ]);
    expect(forecastActionNotices.downloadPulsFile).toBe('Запущено формирование файла для информационной системы Пульс.');
  });

  it('has the texts of the spec', () => {
    expect(forecastActionTexts).toEqual({ placeholder: 'Выберите действие с заказом', execute: 'Выполнить' });
    expect(forecastActionNotices.downloadForecast).toBe('Запущено формирование файла.');
  });

  it("sends every row only for 'download all'", () => {
    expect(forecastActions.filter((action) => !sendsOrderedRowsOnly(action))).toEqual(['downloadForecast']);
  });
});
