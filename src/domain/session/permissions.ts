/** Roles and permissions of spec section 6. */
export const roles = {
  ROLE_USER: 'Пользователь',
  ROLE_ADMIN: 'Админ',
  ROLE_PROMOTER: 'Промоутер',
  ROLE_MANAGER: 'Менеджер',
  ROLE_OWNER: 'Владелец',
  ROLE_REGIONAL_MANAGER: 'Региональный менеджер',
  ROLE_PHARMACY: 'Аптека',
  ROLE_SUPPORT: 'Тех. поддержка',
} as const;
export type Role = keyof typeof roles;

export const permissions = ['MENU_MARKETING_INITIATIVES', 'MENU_REPORTS', 'READ_INITIATIVES', 'READ_REPORTS'] as const;
export type Permission = (typeof permissions)[number];

const all: readonly Permission[] = permissions;
const none: readonly Permission[] = [];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  ROLE_ADMIN: all,
  ROLE_PHARMACY: all,
  ROLE_REGIONAL_MANAGER: all,
  ROLE_MANAGER: all,
  ROLE_PROMOTER: all,
  ROLE_SUPPORT: all,
  ROLE_USER: none,
  ROLE_OWNER: none,
};

const isRole = (name: string): name is Role => Object.hasOwn(rolePermissions, name);

/** Whether one authority grants a permission; unknown role names grant nothing. */
export const grants = (authority: string, permission: Permission): boolean =>
  isRole(authority) && rolePermissions[authority].includes(permission);

/** A protected route opens when every required permission is held by at least one authority. */
export const hasPermissions = (authorities: readonly string[], required: readonly Permission[]): boolean =>
  required.every((permission) => authorities.some((authority) => grants(authority, permission)));

/** The pharmacy-facing application accepts only pharmacy users. */
export const isPharmacyUser = (authorities: readonly string[]): boolean => authorities.includes('ROLE_PHARMACY');
