import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userSorting } from '@/api/schemas/user';
import type { UserDto } from '@/api/types/identity';
import UsersPage from '@/features/users/UsersPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, queryOf, setupMswServer, signedInClient } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const user = (id: number, userName: string): UserDto => ({
  id,
  userName,
  name: userName.toUpperCase(),
  surname: 'Test',
  emailAddress: `${userName}@example.com`,
  isActive: true,
  fullName: `${userName} Test`,
  lastLoginTime: null,
  creationTime: '2026-03-01T10:00:00Z',
  roleNames: [],
});

/** User/GetAll as the server answers it: a Sorting outside the whitelist is a 400 naming `sorting`. */
function usersServer() {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/services/app/User/GetAll', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const field = (query.get('Sorting') ?? '').split(' ')[0]!;
      if (field && !userSorting.some((f) => f.toLowerCase() === field.toLowerCase()))
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'The field Sorting is invalid.', members: ['sorting'] },
          ]),
          { status: 400 },
        );
      return HttpResponse.json(envelope({ totalCount: 2, items: [user(1, 'admin'), user(2, 'ana')] }));
    }),
    http.get('*/api/services/app/User/GetRoles', () => HttpResponse.json(envelope({ items: [] }))),
  );
  return seen;
}

describe('an invalid list URL is corrected, never a stuck error', () => {
  it('/users?sort=password.asc lists the users and replaces the URL (it used to stay on "Your request is not valid!")', async () => {
    const seen = usersServer();
    const { router } = renderWithRouter(<UsersPage />, {
      path: '/users',
      initialEntries: ['/users?sort=password.asc&lng=sr'],
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    expect(await screen.findByText('ana')).toBeInTheDocument();
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ lng: 'sr' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.every((q) => !q.get('Sorting')?.startsWith('password'))).toBe(true);
    expect(screen.queryByText('Your request is not valid!')).not.toBeInTheDocument();
  });

  it('a sort the server knows, in another spelling, is kept in the server’s spelling', async () => {
    const seen = usersServer();
    const { router } = renderWithRouter(<UsersPage />, {
      path: '/users',
      initialEntries: ['/users?sort=EMAILADDRESS.DESC'],
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    await screen.findByText('ana');
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ sort: 'emailAddress.desc' }));
    expect(seen.at(-1)!.get('Sorting')).toBe('emailAddress desc');
  });

  it('what only the server can refuse (a 400 naming a filter) is dropped from the URL, and the list shows', async () => {
    const rows: Thing[] = [{ id: 1, name: 'Alpha', note: 'a', amount: 5, isPaid: true }];
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/services/app/Thing/GetAll', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        if (Number(query.get('MaxAmount')) > 1000)
          return HttpResponse.json(
            errorEnvelope('Your request is not valid!', [
              { message: 'MaxAmount is too large.', members: ['maxAmount'] },
            ]),
            { status: 400 },
          );
        return HttpResponse.json(envelope({ totalCount: 1, items: rows }));
      }),
    );
    const { router } = renderWithRouter(<ThingsPage />, {
      path: '/things',
      initialEntries: ['/things?amountMax=99999&isPaid=true&page=abc'],
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ isPaid: 'true' }));
    expect(queryOf(seen.at(-1)!)).toEqual({ IsPaid: 'true', SkipCount: '0', MaxResultCount: '10' });
  });
});
