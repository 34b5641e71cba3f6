import { describe, expect, it } from 'vitest';
import {
  availableForecastActions,
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

  it('has the texts of the spec', () => {
    expect(forecastActionTexts).toEqual({ placeholder: 'Выберите действие с заказом', execute: 'Выполнить' });
    expect(forecastActionNotices.downloadForecast).toBe('Запущено формирование файла.');
  });

  it("sends every row only for 'download all'", () => {
    expect(forecastActions.filter((action) => !sendsOrderedRowsOnly(action))).toEqual(['downloadForecast']);
  });
});
