/** The portal's name, the last part of every page title. */
export const portalName = 'Партнёрский портал аптеки';

/** The pages' own names in their titles (page-title.ts); a module of its own for the light sign-in page. */
export const pageNames: Record<string, string> = {
  '/sign-in': 'Вход',
  '/entry': 'Вход по ссылке',
  '/': 'Разделы портала',
  '/mobile-app': 'Мобильное приложение',
  '/order-history': 'История заказов',
};
