import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '@/app/RouteErrorPage';
import { FormDrawer } from '@/components/form/FormDrawer';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { renderWithRouter } from '../../setup/render';
import { errorEnvelope, findDialog, signedInClient, setupMswServer } from './harness';
import { thingsResource, type Thing } from './ThingsPage';

const server = setupMswServer();

const useThingForm = () =>
  useResourceForm<Thing, { name: string }>({ resource: thingsResource, nameOf: (v) => v.name });

type DrawerProps = { form: ReturnType<typeof useThingForm> };

/** The feature's drawer: reads its own field through `form.form`, which it gets before it renders. */
function ThingDrawer({ form }: DrawerProps) {
  const name = Form.useWatch('name', form.form) as string | undefined;
  return (
    <FormDrawer form={form} title="New thing">
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <p>Typed: {name ?? ''}</p>
    </FormDrawer>
  );
}

/** A part whose arrival (or failure) the test decides. */
function gate() {
  let open!: () => void;
  let fail!: () => void;
  const arrived = new Promise<ComponentType<DrawerProps>>((resolve, reject) => {
    open = () => resolve(ThingDrawer);
    fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
  return { load: () => arrived, open, fail };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}

function setup() {
  const part = gate();
  const Drawer = lazyFormDrawer(part.load);
  function Page() {
    const form = useThingForm();
    return (
      <>
        <button type="button" onClick={form.openCreate}>
          New thing
        </button>
        <Drawer form={form} />
      </>
    );
  }
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  renderWithRouter(
    <Boundary>
      <Page />
    </Boundary>,
    { path: '/things', queryClient: signedInClient({ permissions: ['Pages.Users', 'Pages.Users.Create'] }) },
  );
  return { part, user };
}

describe('form drawers loaded when first opened', () => {
  it('loads nothing until opened, shows a loading panel meanwhile, then the drawer with its form', async () => {
    const { part, user } = setup();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New thing' }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    part.open();
    const drawer = await findDialog('New thing');
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await user.type(within(drawer).getByLabelText('Name'), 'Gamma');
    // The feature's drawer watches its field through the instance it was given.
    expect(within(drawer).getByText('Typed: Gamma')).toBeInTheDocument();

    // The page's hook saves with the drawer's instance: the server's error lands on the field.
    server.use(
      http.post('*/api/services/app/Thing/Create', () =>
        HttpResponse.json(
          errorEnvelope('Your request is not valid!', [{ message: 'Name is taken.', members: ['name'] }]),
          { status: 400 },
        ),
      ),
    );
    await user.click(within(drawer).getByText('Save').closest('button')!);
    expect(await within(drawer).findByText('Name is taken.')).toBeInTheDocument();
  });

  it('names the part that failed to load, with a reload action', async () => {
    const { part, user } = setup();
    await user.click(screen.getByRole('button', { name: 'New thing' }));
    part.fail();
    expect(await screen.findByText('“Form” could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
