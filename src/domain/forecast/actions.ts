import { fileNotices } from '../orders/messages';
import { offersPharmacySystem, type PharmacySystemsCheck } from '../orders/pharmacy-systems';

/**
 * The action dropdown of the profit forecast. 'downloadForecast' is the
 * 'download all' action: the execute button stays disabled with a progress cursor until its
 * file arrives.
 */
export const forecastActions = [
  'downloadForecast',
  'downloadProducts',
  'downloadOrderingSystemFile',
  // The file for the Пульс information system (§7.3 profit-forecast-for-puls), as the other order screens offer it.
  'downloadPulsFile',
  'sendToPuls',
  'sendToPharmacySystem',
  'sendToStu',
] as const;
export type ForecastAction = (typeof forecastActions)[number];

export const forecastActionTexts = {
  placeholder: 'Выберите действие с заказом',
  execute: 'Выполнить',
} as const;

export const forecastActionLabels: Readonly<Record<ForecastAction, string>> = {
  downloadForecast: 'Скачать весь прогноз',
  downloadProducts: 'Скачать товары заказа',
  downloadOrderingSystemFile: 'Скачать файл для систем заказа (XML)',
  downloadPulsFile: 'Скачать файл для информационной системы Пульс',
  sendToPuls: 'Отправить заказ в Пульс',
  sendToPharmacySystem: 'Отправить заказ в систему заказов аптеки',
  sendToStu: 'Отправить заказ в СТУ',
};

/** The notice shown when the action's request starts. */
export const forecastActionNotices: Readonly<Record<ForecastAction, string>> = {
  downloadForecast: fileNotices.started,
  downloadProducts: fileNotices.started,
  downloadOrderingSystemFile: fileNotices.startedOrderingSystemFile,
  downloadPulsFile: fileNotices.startedPulsFile,
  sendToPuls: fileNotices.startedPulsOrder,
  sendToPharmacySystem: fileNotices.startedPharmacySystemOrder,
  sendToStu: fileNotices.startedStuOrder,
};

/** The pharmacy-system action is hidden when the check by subdivCode returns an empty list (or has not answered). */
export const availableForecastActions = (pharmacySystems: PharmacySystemsCheck): ForecastAction[] =>
  forecastActions.filter((action) => action !== 'sendToPharmacySystem' || offersPharmacySystem(pharmacySystems));

/** Actions that send only rows above 0; the forecast download sends every row. */
export const sendsOrderedRowsOnly = (action: ForecastAction): boolean => action !== 'downloadForecast';
