import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, findDialog, pagedHandler, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';
import { focusFirstField } from '@/components/form/FormDrawer';

const server = setupMswServer();

const rows: Thing[] = [
  { id: 1, name: 'Alpha', note: 'first', amount: 1, isPaid: true },
  { id: 2, name: 'Beta', note: 'second', amount: 2, isPaid: false },
];

const allPermissions = ['Pages.Users', 'Pages.Users.Create', 'Pages.Users.Edit', 'Pages.Users.Delete'];

function setup() {
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Thing/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions: allPermissions });
  queryClient.setQueryData(['other', 'list'], { items: [] });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<ThingsPage />, {
    path: '/things',
    queryClient,
    routes: [{ path: '/elsewhere', element: <p>Somewhere else</p> }],
  });
  return { ...view, user, seen, queryClient };
}

const fieldError = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
    ?.textContent;
/** A button by its visible text; much faster than role queries on a page with a table and a drawer. */
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('create and edit forms', () => {
  it('puts server validation errors on the fields they name and the rest in an alert', async () => {
    const { user } = setup();
    server.use(
      http.post('*/api/services/app/Thing/Create', () =>
        HttpResponse.json(
          errorEnvelope(
            'Your request is not valid!',
            [
              { message: "Name 'Alpha' is already taken.", members: ['name'] },
              { message: 'Notes may not shout.', members: ['Note'] },
              { message: 'Quota of things reached.', members: null },
            ],
            'The following errors were detected during validation.',
          ),
          { status: 400 },
        ),
      ),
    );
    await screen.findByText('Alpha');
    await user.click(button(document.body, 'New thing'));
    const drawer = await findDialog('New thing');
    await user.type(within(drawer).getByLabelText('Name'), 'Alpha');
    await user.type(within(drawer).getByLabelText('Note'), 'LOUD');
    await user.click(button(drawer, 'Save'));
    await waitFor(() => expect(fieldError(drawer, 'Name')).toBe("Name 'Alpha' is already taken."));
    expect(fieldError(drawer, 'Note')).toBe('Notes may not shout.');
    const alert = within(drawer).getByRole('alert');
    expect(alert).toHaveTextContent('Your request is not valid!');
    expect(alert).toHaveTextContent('Quota of things reached.');
    expect(alert).not.toHaveTextContent('already taken');
  });

  it("shows a non-validation failure with the server's message and keeps the drawer open", async () => {
    const { user } = setup();
    server.use(
      http.put('*/api/services/app/Thing/Update', () =>
        HttpResponse.json(errorEnvelope('This thing is locked by an order.', null, 'Order 77 holds it.'), {
          status: 500,
        }),
      ),
    );
    await screen.findByText('Alpha');
    await user.click(screen.getByLabelText('Edit: Alpha'));
    const drawer = await findDialog('Edit thing');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Alpha');
    await user.type(within(drawer).getByLabelText('Note'), '!');
    await user.click(button(drawer, 'Save'));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('This thing is locked by an order.');
    expect(alert).toHaveTextContent('Order 77 holds it.');
    expect(within(drawer).getByLabelText('Name')).toBeInTheDocument();
  });

  it('validates with the shared rules before sending anything', async () => {
    const { user } = setup();
    let posted = false;
    server.use(
      http.post(
        '*/api/services/app/Thing/Create',
        () => ((posted = true), HttpResponse.json(envelope(null))),
      ),
    );
    await screen.findByText('Alpha');
    await user.click(button(document.body, 'New thing'));
    const drawer = await findDialog('New thing');
    await user.type(within(drawer).getByLabelText('Name'), '   ');
    await user.click(button(drawer, 'Save'));
    await waitFor(() => expect(fieldError(drawer, 'Name')).toBe('This field is required.'));
    expect(posted).toBe(false);
  });

  it('disables Save while saving, then notifies, closes and refreshes only this resource', async () => {
    const { user, seen, queryClient } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/Thing/Update', async ({ request }) => {
        body = await request.json();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json(envelope(null));
      }),
    );
    await screen.findByText('Alpha');
    const before = seen.length;
    await user.click(screen.getByLabelText('Edit: Beta'));
    const drawer = await findDialog('Edit thing');
    const name = within(drawer).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Beta prime');
    await user.click(button(drawer, 'Save'));
    await waitFor(() => expect(button(drawer, 'Save')).toBeDisabled());
    expect(await screen.findByText('Saved “Beta prime”')).toBeInTheDocument();
    expect(body).toEqual({ id: 2, name: 'Beta prime', note: 'second', amount: 2, isPaid: false });
    await waitFor(() => expect(within(document.body).queryByText('Edit thing')).not.toBeInTheDocument());
    await waitFor(() => expect(seen.length).toBe(before + 1));
    expect(queryClient.getQueryState(['other', 'list'])?.isInvalidated).toBe(false);
  });
});

describe('unsaved-changes guard', () => {
  it('asks before closing a changed form; an unchanged one closes at once', async () => {
    const { user } = setup();
    await screen.findByText('Alpha');
    await user.click(screen.getByLabelText('Edit: Alpha'));
    let drawer = await findDialog('Edit thing');
    await user.click(button(drawer, 'Cancel'));
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Edit: Alpha'));
    drawer = await findDialog('Edit thing');
    await user.type(within(drawer).getByLabelText('Note'), ' changed');
    await user.click(button(drawer, 'Cancel'));
    const confirm = await findDialog('Discard unsaved changes?');
    await user.click(button(confirm, 'Keep editing'));
    expect(within(drawer).getByLabelText('Note')).toHaveValue('first changed');

    await user.click(button(drawer, 'Cancel'));
    await user.click(
      within(await findDialog('Discard unsaved changes?')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
  });

  it('typing a change and undoing it leaves the form clean', async () => {
    const { user } = setup();
    await screen.findByText('Alpha');
    await user.click(screen.getByLabelText('Edit: Alpha'));
    const drawer = await findDialog('Edit thing');
    await user.type(within(drawer).getByLabelText('Note'), 'x{Backspace}');
    await user.click(button(drawer, 'Cancel'));
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
  });

  it('blocks in-app navigation and the browser unload while changes are unsaved', async () => {
    const { user, router } = setup();
    await screen.findByText('Alpha');
    await user.click(button(document.body, 'New thing'));
    const drawer = await findDialog('New thing');
    await user.type(within(drawer).getByLabelText('Name'), 'Gamma');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/elsewhere');
    let confirm = await findDialog('Discard unsaved changes?');
    expect(confirm).toHaveTextContent('You are leaving a form with unsaved changes.');
    await user.click(button(confirm, 'Keep editing'));
    expect(router.state.location.pathname).toBe('/things');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Gamma');

    void router.navigate('/elsewhere');
    confirm = await findDialog('Discard unsaved changes?');
    await user.click(button(confirm, 'Leave'));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('focusFirstField', () => {
  it('starts in the first field, but never pulls the cursor away from a field the user already chose', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<input aria-label="first" disabled /><input aria-label="second" /><textarea aria-label="third"></textarea>';
    document.body.append(container);
    focusFirstField(container);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('second');
    (container.querySelector('textarea') as HTMLElement).focus();
    focusFirstField(container);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('third');
    container.remove();
  });
});
