import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LanguageCodeDto } from '@/api/types/config';
import LanguageCodesPage from '@/features/language-codes/LanguageCodesPage';
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

const language = (
  id: number,
  code: string,
  name: string,
  nativeName: string,
  culture: string,
  isActive = true,
): LanguageCodeDto => ({
  id,
  code,
  name,
  nativeName,
  culture,
  isActive,
  creationTime: '2026-03-01T10:00:00Z',
});

/** The host holds Pages.Tenants, which changes the catalogue; a tenant user only reads it. */
function setup({ host = true, path = '/language-codes', lng = 'en' } = {}) {
  const rows = [
    language(1, 'en', 'English', 'English', 'en-US'),
    language(3, 'mk', 'Macedonian', 'Македонски', 'mk-MK'),
    language(5, 'sr', 'Serbian', 'Srpski', 'sr-Latn-RS', false),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('LanguageCode/GetAll', () => rows, seen));
  const queryClient = host
    ? signedInClient({ tenantId: null, permissions: ['Pages.Tenants'] })
    : signedInClient({ permissions: [] });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<LanguageCodesPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const formItem = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('/language-codes', () => {
  it('lets a tenant user read the languages in their language, without any change offered', async () => {
    setup({ host: false, lng: 'mk' });
    await screen.findByText('Macedonian');
    expect(within(row('Macedonian')).getByText('Македонски')).toBeInTheDocument();
    expect(within(row('Serbian')).getByText('Неактивен')).toBeInTheDocument();
    expect(within(row('Serbian')).getByText('sr-Latn-RS')).toBeInTheDocument();
    expect(screen.queryByText('Нов јазик')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Уреди: /)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Акции' })).not.toBeInTheDocument();
  });

  it('sends the search and status filter of the URL', async () => {
    const { seen } = setup({ path: '/language-codes?q=ser&isActive=false' });
    await screen.findByText('Serbian');
    expect(queryOf(last(seen))).toMatchObject({ Keyword: 'ser', IsActive: 'false', Sorting: 'code asc' });
  });

  it('suggests the names of a typed code, checks the culture, and shows a taken code on its field', async () => {
    const { ue } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/LanguageCode/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: "The code 'hr' is already taken.", members: ['code'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('Serbian');
    await ue.click(button(document.body, 'New language'));
    const drawer = await findDialog('New language');
    const code = within(drawer).getByLabelText('Code') as HTMLInputElement;
    await fill(ue, code, 'hr');
    const culture = within(drawer).getByLabelText('Culture');
    await ue.click(culture);
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Croatian');
    expect(within(drawer).getByLabelText('Native name')).toHaveValue('Hrvatski');
    await ue.paste('hr_HR');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() =>
      expect(formItem(culture)).toHaveTextContent('Enter a language tag such as sr-Latn-RS.'),
    );
    expect(bodies).toEqual([]);

    await ue.clear(culture);
    await fill(ue, culture, 'hr-HR');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() => expect(formItem(code)).toHaveTextContent("The code 'hr' is already taken."));
    expect(bodies).toEqual([
      { code: 'hr', name: 'Croatian', nativeName: 'Hrvatski', culture: 'hr-HR', isActive: true },
    ]);
    expect(code.value).toBe('hr');
  });

  it('rejects a code that is not a language code', async () => {
    const { ue } = setup({ lng: 'de' });
    await screen.findByText('Serbian');
    await ue.click(button(document.body, 'Neue Sprache'));
    const drawer = await findDialog('Neue Sprache');
    const code = within(drawer).getByLabelText('Kennung');
    await fill(ue, code, 'serbian language');
    await ue.click(button(drawer, 'Speichern'));
    await waitFor(() =>
      expect(formItem(code)).toHaveTextContent('Geben Sie einen Sprachcode wie sr oder pt-BR ein.'),
    );
  });

  it('lets the host switch a language back on', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/LanguageCode/Update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(language(5, 'sr', 'Serbian', 'Srpski', 'sr-Latn-RS')));
      }),
    );
    await screen.findByText('Serbian');
    await ue.click(screen.getByLabelText('Edit: sr'));
    const drawer = await findDialog('Edit language sr');
    await ue.click(within(drawer).getByRole('switch', { name: 'Active' }));
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “sr”')).toBeInTheDocument();
    expect(body).toMatchObject({ id: 5, code: 'sr', culture: 'sr-Latn-RS', isActive: true });
  });
});
