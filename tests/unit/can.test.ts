import { describe, expect, it } from 'vitest';
import { can } from '@/auth/can';

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
