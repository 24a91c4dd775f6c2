import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, MaxLength, MIN_PASSWORD_LENGTH, TENANCY_NAME_PATTERN } from '@/api/schemas/rules';
import { createRoleDto } from '@/api/schemas/role';
import { createTenantDto } from '@/api/schemas/tenant';
import { createUserDto, resetPasswordDto } from '@/api/schemas/user';
import { fieldFacts, rulesFor } from '@/components/form/zodRules';
import UsersPage from '@/features/users/UsersPage';
import { renderWithRouter } from '../../setup/render';
import { fill } from '../../setup/msw';
import { envelope, findDialog, pagedHandler, setupMswServer, signedInClient } from './harness';

const server = setupMswServer();

describe('form rules read from the shared schemas', () => {
  it('finds required, length limits and patterns through preprocess pipes and optional wrappers', () => {
    const user = createUserDto.shape;
    expect(fieldFacts(user.userName)).toEqual({ required: true, max: MaxLength.userName, patterns: [] });
    expect(fieldFacts(user.emailAddress)).toEqual({
      required: true,
      max: MaxLength.emailAddress,
      patterns: [EMAIL_PATTERN],
    });
    expect(fieldFacts(user.password)).toEqual({
      required: true,
      min: MIN_PASSWORD_LENGTH,
      max: MaxLength.password,
      patterns: [],
    });
    // Lists and switches are never "required" in a form.
    expect(fieldFacts(user.roleNames).required).toBe(false);
    expect(fieldFacts(user.isActive).required).toBe(false);
    const tenant = createTenantDto.shape;
    expect(fieldFacts(tenant.tenancyName).patterns).toEqual([TENANCY_NAME_PATTERN]);
    expect(fieldFacts(tenant.adminPassword)).toEqual({
      required: false,
      min: MIN_PASSWORD_LENGTH,
      max: MaxLength.password,
      patterns: [],
    });
    expect(fieldFacts(createRoleDto.shape.description)).toEqual({
      required: false,
      max: MaxLength.description,
      patterns: [],
    });
    expect(fieldFacts(resetPasswordDto.shape.adminPassword)).toEqual({ required: true, patterns: [] });
  });

  it('turns them into antd rules with translated messages', async () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key;
    const rules = rulesFor(createTenantDto.shape.tenancyName, t, { pattern: 'Start with a letter' });
    expect(rules.slice(0, 2)).toEqual([
      { required: true, whitespace: true, message: 'common:validation.required' },
      { max: 64, message: 'common:validation.maxLength {"max":64}' },
    ]);
    const pattern = rules[2] as { validator(rule: unknown, value: unknown): Promise<void> };
    await expect(pattern.validator({}, ' serbia ')).resolves.toBeUndefined();
    await expect(pattern.validator({}, '9lives')).rejects.toThrow('Start with a letter');
    const email = rulesFor(createUserDto.shape.emailAddress, t)[2] as typeof pattern;
    await expect(email.validator({}, 'not-an-email')).rejects.toThrow('common:validation.email');
  });

  it('the user form refuses what the server would, before sending anything', async () => {
    let created = 0;
    server.use(
      pagedHandler('User/GetAll', () => [], []),
      http.get('*/api/services/app/User/GetRoles', () => HttpResponse.json(envelope({ items: [] }))),
      http.post('*/api/services/app/User/Create', () => {
        created += 1;
        return HttpResponse.json(envelope(null));
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderWithRouter(<UsersPage />, {
      path: '/users',
      queryClient: signedInClient({ permissions: ['Pages.Users', 'Pages.Users.Create'] }),
    });
    await user.click((await screen.findByText('New user')).closest('button')!);
    const drawer = await findDialog('New user');
    await fill(user, within(drawer).getByLabelText('User name'), 'x'.repeat(257));
    await fill(user, within(drawer).getByLabelText('Name'), '   ');
    await fill(user, within(drawer).getByLabelText('Email address'), 'vera@example');
    await fill(user, within(drawer).getByLabelText('Password'), 'abc');
    await user.click(within(drawer).getByText('Save').closest('button')!);
    const error = (label: string) =>
      within(drawer).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain');
    await waitFor(() => {
      expect(error('User name')).toHaveTextContent('Enter at most 256 characters.');
      expect(error('Name')).toHaveTextContent('This field is required.');
      expect(error('Surname')).toHaveTextContent('This field is required.');
      expect(error('Email address')).toHaveTextContent('Enter a valid email address.');
      expect(error('Password')).toHaveTextContent('Enter at least 6 characters.');
    });
    expect(created).toBe(0);
  });
});
