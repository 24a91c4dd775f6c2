import { describe, expect, it } from 'vitest';
import { can, effectivePermission } from '@/auth/can';

describe('can(granted, required)', () => {
  const granted = ['Pages.Users', 'Pages.Orders'];

  it('passes for an empty or missing required list', () => {
    expect(can(granted, undefined)).toBe(true);
    expect(can(granted, null)).toBe(true);
    expect(can(granted, [])).toBe(true);
    expect(can(undefined, [])).toBe(true);
    expect(can([], undefined)).toBe(true);
  });

  it('passes when any listed permission is held', () => {
    expect(can(granted, 'Pages.Users')).toBe(true);
    expect(can(granted, ['Pages.Roles', 'Pages.Orders'])).toBe(true);
    expect(can(new Set(granted), ['Pages.Tenants', 'Pages.Users'])).toBe(true);
  });

  it('fails when none is held, or nothing is granted', () => {
    expect(can(granted, 'Pages.Roles')).toBe(false);
    expect(can(granted, ['Pages.Roles', 'Pages.Tenants'])).toBe(false);
    expect(can(undefined, 'Pages.Users')).toBe(false);
    expect(can(granted, 'pages.users')).toBe(false);
  });
});

describe('finer permissions against the backend catalogue', () => {
  const catalogue = ['Pages.Users', 'Pages.Users.Create', 'Pages.Orders', 'Pages.Orders.Payments'];

  it('checks a finer permission exactly when the backend defines it', () => {
    expect(can(['Pages.Users'], 'Pages.Users.Create', catalogue)).toBe(false);
    expect(can(['Pages.Users', 'Pages.Users.Create'], 'Pages.Users.Create', catalogue)).toBe(true);
    expect(can(['Pages.Orders'], 'Pages.Orders.Payments', catalogue)).toBe(false);
  });

  it('lets the page permission stand for a finer one the backend does not define', () => {
    expect(effectivePermission('Pages.Users.Delete', catalogue)).toBe('Pages.Users');
    expect(can(['Pages.Users'], 'Pages.Users.Delete', catalogue)).toBe(true);
    // A backend that sends no catalogue is taken to know only the page permissions (plain ABP).
    expect(can(['Pages.Users'], 'Pages.Users.Create')).toBe(true);
    expect(can(['Pages.Orders'], 'Pages.Users.Create')).toBe(false);
    expect(effectivePermission('Pages_TransferInformationSettings')).toBe(
      'Pages_TransferInformationSettings',
    );
  });
});
