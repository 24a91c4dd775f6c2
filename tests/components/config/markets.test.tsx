import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MarketDto } from '@/api/types/config';
import MarketsPage from '@/features/markets/MarketsPage';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  last,
  pagedHandler,
  queryOf,
  setupMswServer,
  signedInClient,
} from '../toolkit/harness';

const server = setupMswServer();

const market = (id: number, code: string, name: string, countryCode: string, isActive = true): MarketDto => ({
  id,
  code,
  name,
  countryCode,
  isActive,
  creationTime: '2026-03-01T10:00:00Z',
});

function setup({
  permissions = ['Pages.Markets'],
  path = '/markets',
  at,
  lng = 'en',
}: { permissions?: string[]; path?: string; at?: string; lng?: string } = {}) {
  const rows = [
    market(1, 'RS', 'Home market', 'RS'),
    market(2, 'DE-DIASPORA', 'Germany (diaspora)', 'DE'),
    market(3, 'ME', 'Montenegro coast', 'ME', false),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Market/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return {
    ue,
    seen,
    ...renderWithRouter(<MarketsPage />, {
      path,
      initialEntries: [at ?? path],
      queryClient,
      lng,
      records: true,
    }),
  };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const formItem = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('/markets', () => {
  it('names each market’s country in the user’s language, with its status', async () => {
    setup({ lng: 'mk' });
    await screen.findByText('Germany (diaspora)');
    expect(within(row('Germany (diaspora)')).getByText('Германија')).toBeInTheDocument();
    expect(within(row('Home market')).getByText('Србија')).toBeInTheDocument();
    expect(within(row('Montenegro coast')).getByText('Неактивен')).toBeInTheDocument();
  });

  it('sends the search, status and country filters of the URL', async () => {
    const { seen } = setup({ path: '/markets?q=dia&isActive=true&countryCode=DE' });
    await screen.findByText('Home market');
    expect(queryOf(last(seen))).toMatchObject({
      Keyword: 'dia',
      IsActive: 'true',
      CountryCode: 'DE',
      Sorting: 'code asc',
    });
  });

  it('fills code and name from the chosen country, and shows a taken code on its field, keeping the values', async () => {
    const { ue } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/Market/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: "The code 'BA' is already taken.", members: ['code'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('Home market');
    await ue.click(button(document.body, 'New market'));
    const drawer = await findDialog('New market');
    await fill(ue, within(drawer).getByLabelText('Country'), 'Bosnia');
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    await ue.click(within(dropdown).getByTitle('Bosnia & Herzegovina'));
    const code = within(drawer).getByLabelText('Code') as HTMLInputElement;
    expect(code.value).toBe('BA');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Bosnia & Herzegovina');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() => expect(formItem(code)).toHaveTextContent("The code 'BA' is already taken."));
    expect(bodies).toEqual([{ countryCode: 'BA', code: 'BA', name: 'Bosnia & Herzegovina', isActive: true }]);
    expect(code.value).toBe('BA');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    const { ue } = setup({ lng: 'sr' });
    await screen.findByText('Home market');
    await ue.click(button(document.body, 'Novo tržište'));
    const drawer = await findDialog('Novo tržište');
    const code = within(drawer).getByLabelText('Šifra');
    await fill(ue, code, 'RS MAIN');
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(formItem(code)).toHaveTextContent("Koristite samo slova, cifre, '.', '_' i '-'"),
    );
    expect(code).toHaveValue('RS MAIN');
  });

  it('edits a market at its own address', async () => {
    const { ue, router } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/Market/Update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(market(1, 'RS', 'Serbia', 'RS')));
      }),
    );
    await screen.findByText('Home market');
    await ue.click(screen.getByLabelText('Edit: RS'));
    const drawer = await findDialog('Edit market RS');
    expect(router.state.location.pathname).toBe('/markets/1');
    const name = within(drawer).getByLabelText('Name');
    await ue.clear(name);
    await fill(ue, name, 'Serbia');
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “RS”')).toBeInTheDocument();
    expect(body).toMatchObject({ id: 1, code: 'RS', name: 'Serbia', countryCode: 'RS', isActive: true });
    expect(router.state.location.pathname).toBe('/markets');
  });

  it('opens a market from its address, read with Market/Get', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/services/app/Market/Get', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('Id') ?? '');
        return HttpResponse.json(envelope(market(2, 'DE-DIASPORA', 'Germany (diaspora)', 'DE')));
      }),
    );
    setup({ at: '/markets/2' });
    const drawer = await findDialog('Edit market DE-DIASPORA');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Germany (diaspora)');
    expect(asked).toEqual(['2']);
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Home market');
    expect(screen.queryByText('New market')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: RS')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: RS')).not.toBeInTheDocument();
  });
});
