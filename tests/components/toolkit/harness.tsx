import type { QueryClient } from '@tanstack/react-query';

import { http, HttpResponse } from 'msw';

import { Permissions } from '@/api/permissions';
import type { CurrentUserInformations } from '@/api/types/identity';
import { credentials } from '@/api/credentials';
import { currentUserKey } from '@/auth/session';
import { createTestQueryClient } from '../../setup/render';

import { envelope } from '../../setup/abp';

export { envelope, errorEnvelope } from '../../setup/abp';

export { setupMswServer } from '../../setup/msw';

export interface SignedInOptions {
  userId?: number;
  tenantId?: number | null;
  permissions?: string[];
}

/** A query client in which the session is already loaded for the given user, tenant and permissions. */
export function signedInClient({
  userId = 1,
  tenantId = 3,
  permissions = [],
}: SignedInOptions = {}): QueryClient {
  credentials.setToken('test-token', true);
  const client = createTestQueryClient();
  const me: CurrentUserInformations = {
    user: {
      id: userId,
      name: 'Ada',
      surname: 'Admin',
      userName: 'admin',
      emailAddress: 'admin@example.com',
      language: 'en',
    },
    tenant:
      tenantId === null ? null : { id: tenantId, tenancyName: `t${tenantId}`, name: `Tenant ${tenantId}` },
    // The reference server's whole catalogue, so finer permissions are checked exactly.
    auth: { grantedPermissions: permissions, allPermissions: Object.values(Permissions) },
  };
  client.setQueryData(currentUserKey, me);
  return client;
}

/** Records every GET of a list endpoint and answers with paged rows from `rows`. */
export function pagedHandler<T>(path: string, rows: () => T[], seen: URLSearchParams[]) {
  return http.get(`*/api/services/app/${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const all = rows();
    const skip = Number(query.get('SkipCount') ?? 0);
    const take = Number(query.get('MaxResultCount') ?? 10);
    return HttpResponse.json(envelope({ totalCount: all.length, items: all.slice(skip, skip + take) }));
  });
}

export const last = <T,>(list: T[]): T => {
  const item = list[list.length - 1];
  if (item === undefined) throw new Error('nothing recorded');
  return item;
};

/** The query of a URL as a plain object, for readable assertions. */
export const queryOf = (search: URLSearchParams | string) =>
  Object.fromEntries(new URLSearchParams(search).entries());

/**
 * The open dialog (modal or drawer) with this title. antd gives every generated id the same value under test,
 * so `aria-labelledby` cannot be relied on for the accessible name here.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const { screen, waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const heading = screen
      .getAllByText(title)
      .find((e) => e.closest('.ant-modal-title, .ant-drawer-title, .ant-modal-confirm-title'));
    const dialog = heading?.closest<HTMLElement>('[role="dialog"], .ant-drawer-section, .ant-modal');
    if (!dialog) throw new Error(`no dialog titled ${String(title)}`);
    return dialog;
  });
}
