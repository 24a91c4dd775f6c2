import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '@/app/lazyPart';
import { RouteErrorPage } from '@/app/RouteErrorPage';
import { Providers } from '../../setup/render';

afterEach(cleanup);

/** A route whose lazy part fails with `error`, behind the app's route error boundary. */
function renderFailingPart(error: Error, part: string, lng = 'en') {
  const Page = lazyPart<object>(part, () => Promise.reject(error));
  const router = createMemoryRouter([{ path: '/', element: <Page />, errorElement: <RouteErrorPage /> }]);
  render(
    <Providers lng={lng}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('errors of lazy parts', () => {
  it('names a part whose script failed and offers a reload', async () => {
    renderFailingPart(
      new TypeError('Failed to fetch dynamically imported module: /static/js/UsersPage.chunk.js'),
      'shell:nav.users',
    );
    expect(await screen.findByText('“Users” could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('reports a failed stylesheet as a CSS load error, in the user’s language', async () => {
    renderFailingPart(new Error('Unable to preload CSS for /static/media/LoginPage.css'), 'auth:title', 'de');
    expect(
      await screen.findByText('Die Stile für „Anmelden“ konnten nicht geladen werden (CSS-Ladefehler)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });

  it('shows a generic error for anything else', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
