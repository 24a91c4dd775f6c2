import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionDefinitions, permissionsForSide } from '../../../src/api/permissions.js';
import type { ListResultDto } from '../../../src/api/types/abp.js';
import type { PermissionDto } from '../../../src/api/types/identity.js';
import { permissionDisplayName, supportedCultures } from '../../../server/abp/l10n/index.js';
import { permissionNames } from '../../../server/abp/l10n/permissions.js';
import { app, createTestApp } from '../helpers.js';

describe('permission display names (one source: the server)', () => {
  it.each(supportedCultures)('names every permission in %s', (culture) => {
    for (const { name } of permissionDefinitions) {
      const displayName = permissionNames[culture][name];
      expect(displayName?.trim(), `${culture} ${name}`).toBeTruthy();
      expect(displayName).not.toBe(name);
    }
    if (culture !== 'en') {
      const untranslated = permissionDefinitions.filter(
        (p) => permissionNames[culture][p.name] === p.displayName,
      );
      // A few names read the same in several languages; most must be translated.
      expect(untranslated.length).toBeLessThan(permissionDefinitions.length / 4);
    }
  });

  it('has no second copy in the SPA translations', () => {
    for (const culture of supportedCultures)
      expect(existsSync(`public/locales/${culture}/permissions.json`)).toBe(false);
  });

  it('sends the names in the caller language from Role/GetAllPermissions, sorted by them', async () => {
    const t = await createTestApp();
    const res = await t.call<ListResultDto<PermissionDto>>({
      url: app('Role/GetAllPermissions'),
      token: await t.login('admin', 3),
      culture: 'sq',
    });
    const expected = permissionsForSide(false).map((p) => permissionDisplayName('sq', p.name));
    expect(res.body.result?.items.map((p) => p.displayName)).toEqual(
      [...expected].sort((a, b) => a.localeCompare(b, 'sq')),
    );
  });
});
