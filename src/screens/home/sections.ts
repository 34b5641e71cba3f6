import type { PortalConfig } from '../../api/contract/config';
import type { Permission } from '../../domain/session/permissions';

/**
 * The sections of the portal home. A section is listed when the user holds every permission it
 * requires; list only sections whose screens exist. Later issues add theirs here, e.g.
 * `{ title: 'Отчёты', description: '…', to: '/reports', permissions: ['MENU_REPORTS', 'READ_REPORTS'] }`.
 */
export interface Section {
  title: string;
  description: string;
  permissions: readonly Permission[];
  /** A portal route, or an external address taken from the runtime configuration. */
  to?: string;
  href?: (config: PortalConfig) => string;
}

export const sections: readonly Section[] = [
  {
    title: 'Отчёты',
    description: 'Инициативы аптеки по кварталам, сравнение бонусов и отчёты по инициативам.',
    to: '/reports',
    permissions: ['MENU_REPORTS', 'READ_REPORTS'],
  },
  {
    title: 'Мобильное приложение',
    description: 'QR-коды для установки приложения и для входа в него.',
    to: '/mobile-app',
    permissions: [],
  },
  {
    title: 'Аналитика (кубы)',
    description: 'Расширенная аналитика по инициативам в кубах.',
    href: (config) => config.cubesUrl,
    permissions: ['READ_REPORTS'],
  },
];
