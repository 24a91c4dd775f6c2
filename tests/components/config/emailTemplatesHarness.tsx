import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { emailKindVariables } from '@/api/schemas/emailType';
import type { EmailTemplateDto, EmailTypeDto, LanguageCodeDto } from '@/api/types/config';
import { AUTOSAVE_PREFIX } from '@/components/form/useAutosavedDraft';
import EmailTemplatesPage from '@/features/email-templates/EmailTemplatesPage';
// The page loads its form drawer when it is first opened. Loaded here with the test file, as a browser that has it
// cached would: its module graph (the editor, antd's Form) is not compiled inside a test's time-out.
import '@/features/email-templates/EmailTemplateFormDrawer';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, pagedHandler, signedInClient } from '../toolkit/harness';

/** The /email-templates screen against msw: one e-mail type (payment failed), templates in en and sr. */
const failed: EmailTypeDto = {
  id: 4,
  kind: 4,
  name: 'Plaćanje nije uspelo',
  description: null,
  variables: [...emailKindVariables[4]],
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
};
const template = (id: number, languageCode: string, subject: string): EmailTemplateDto => ({
  id,
  emailTypeId: 4,
  emailTypeName: failed.name,
  kind: 4,
  languageCode,
  subject,
  htmlBody: '<p>Poštovani/a {{customerName}}, plaćanje nije uspelo: {{reason}}.</p>',
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
});
const language = (id: number, code: string, nativeName: string): LanguageCodeDto => ({
  id,
  code,
  name: nativeName,
  nativeName,
  culture: code,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
});

export function setupTemplates(
  server: SetupServer,
  { permissions = ['Pages.Email.EmailTemplates'], path = '/email-templates' } = {},
) {
  const rows = [
    template(1, 'en', 'Payment for {{voucherNo}} did not go through'),
    template(2, 'sr', 'Plaćanje za {{voucherNo}} nije uspelo'),
  ];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('EmailTemplate/GetAll', () => rows, seen),
    pagedHandler(
      'LanguageCode/GetAll',
      () => [language(1, 'en', 'English'), language(2, 'sr', 'Srpski')],
      [],
    ),
    http.get('*/api/services/app/EmailTemplate/GetTypes', () =>
      HttpResponse.json(envelope({ items: [failed] })),
    ),
  );
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<EmailTemplatesPage />, { path, queryClient }) };
}

export const button = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest('button')!;
export const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith(AUTOSAVE_PREFIX));

export async function openSerbian(ue: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Plaćanje za {{voucherNo}} nije uspelo');
  await ue.click(screen.getByLabelText('Edit: Plaćanje nije uspelo (sr)'));
  return findDialog('Edit template Plaćanje nije uspelo (sr)');
}
