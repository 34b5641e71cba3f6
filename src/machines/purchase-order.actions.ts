/**
 * The action dropdown of the purchase order by initiative (issue 8, item 2), in the order shown.
 * The pharmacy ordering system's action is hidden when its check answers an empty list (as in the
 * forecast); every other action is always offered.
 */
export const purchaseOrderActions = [
  'sendToPuls',
  'sendToPurchaseService',
  'sendToPharmacySystem',
  'sendToStu',
  'downloadOrder',
  'downloadPulsFile',
] as const;
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

export const purchaseOrderActionLabels: Readonly<Record<PurchaseOrderAction, string>> = {
  sendToPuls: 'Отправить заказ в Пульс',
  sendToPurchaseService: 'Оформить заказ в сервисе закупок',
  sendToPharmacySystem: 'Отправить заказ в систему заказов аптеки',
  sendToStu: 'Отправить заказ в СТУ',
  downloadOrder: 'Скачать заказ (xlsx)',
  downloadPulsFile: 'Скачать файл для информационной системы Пульс',
};

export const availablePurchaseOrderActions = (pharmacySystems: number): PurchaseOrderAction[] =>
  purchaseOrderActions.filter((action) => action !== 'sendToPharmacySystem' || pharmacySystems > 0);

/** Actions that save a file: the cursor shows progress until it arrives. */
export const isDownloadAction = (action: PurchaseOrderAction | null): boolean => action === 'downloadOrder' || action === 'downloadPulsFile';
