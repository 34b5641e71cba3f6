import { describe, expect, it } from 'vitest';
import {
  grants,
  hasPermissions,
  isPharmacyUser,
  permissions,
  rolePermissions,
  roles,
  type Permission,
} from '../../src/domain/session/permissions';

const all = ['MENU_MARKETING_INITIATIVES', 'MENU_REPORTS', 'READ_INITIATIVES', 'READ_REPORTS'];

describe('role → permission table (spec section 6)', () => {
  it('knows the eight roles with their Russian names', () => {
    expect(roles).toEqual({
      ROLE_USER: 'Пользователь',
      ROLE_ADMIN: 'Админ',
      ROLE_PROMOTER: 'Промоутер',
      ROLE_MANAGER: 'Менеджер',
      ROLE_OWNER: 'Владелец',
      ROLE_REGIONAL_MANAGER: 'Региональный менеджер',
      ROLE_PHARMACY: 'Аптека',
      ROLE_SUPPORT: 'Тех. поддержка',
    });
    expect([...permissions].sort()).toEqual(all);
  });

  it.each(['ROLE_ADMIN', 'ROLE_PHARMACY', 'ROLE_REGIONAL_MANAGER', 'ROLE_MANAGER', 'ROLE_PROMOTER', 'ROLE_SUPPORT'] as const)(
    '%s holds all four permissions',
    (role) => {
      expect([...rolePermissions[role]].sort()).toEqual(all);
      expect(hasPermissions([role], permissions)).toBe(true);
    },
  );

  it.each(['ROLE_USER', 'ROLE_OWNER'] as const)('%s holds none, so no protected route opens', (role) => {
    expect(rolePermissions[role]).toEqual([]);
    for (const permission of permissions) expect(hasPermissions([role], [permission])).toBe(false);
  });

  it('grants nothing for an unknown role name, even one shaped like a property', () => {
    expect(grants('ROLE_ROOT', 'READ_REPORTS')).toBe(false);
    expect(grants('constructor', 'READ_REPORTS')).toBe(false);
    expect(hasPermissions(['toString', '__proto__'], ['MENU_REPORTS'])).toBe(false);
  });
});

describe('hasPermissions: every required permission held by at least one authority', () => {
  it('opens a route that requires nothing to anyone, even a user with no roles', () => {
    expect(hasPermissions([], [])).toBe(true);
  });

  it('refuses a user without authorities a route that requires something', () => {
    expect(hasPermissions([], ['READ_REPORTS'])).toBe(false);
  });

  it('lets one authority supply what another lacks', () => {
    const required: Permission[] = ['MENU_REPORTS', 'READ_REPORTS'];
    expect(hasPermissions(['ROLE_OWNER', 'ROLE_SUPPORT'], required)).toBe(true);
    expect(hasPermissions(['ROLE_OWNER', 'ROLE_USER'], required)).toBe(false);
  });
});

describe('isPharmacyUser: the pharmacy-facing portal accepts only ROLE_PHARMACY', () => {
  it.each([
    [['ROLE_PHARMACY'], true],
    [['ROLE_USER', 'ROLE_PHARMACY'], true],
    [['ROLE_ADMIN'], false],
    [['ROLE_MANAGER'], false],
    [['ROLE_OWNER'], false],
    [['role_pharmacy'], false],
    [[], false],
  ])('%j → %s', (authorities, expected) => expect(isPharmacyUser(authorities)).toBe(expected));
});
