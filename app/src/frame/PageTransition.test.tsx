import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@lobby/ui-kit';
import { PageTransition } from './PageTransition.tsx';

// docs/product/screens-and-routes.md#page-transitions, docs/decisions/first-page-no-fade.md
// As in the app's shell: one PageTransition for the visit, around the route's page.
function shell(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageTransition>
            <Outlet />
          </PageTransition>
        ),
        children: [
          { path: '/', element: <Navigate to="/m/home" replace /> },
          { path: '/m/home', element: <p>home</p> },
          { path: '/m/notice', element: <p>notice</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
  return router;
}
const animated = () => screen.getByTestId('page').getAttribute('data-animate');

describe('PageTransition', () => {
  it('shows the first page of a visit at once and fades in the next', async () => {
    const router = shell('/m/home');
    expect(animated()).toBe('false');
    await act(() => router.navigate('/m/notice'));
    expect(screen.getByText('notice')).toBeTruthy();
    expect(animated()).toBe('true');
  });

  it('shows a redirect straight from the first page at once too', async () => {
    const router = shell('/');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(animated()).toBe('false');
    await act(() => router.navigate('/m/notice', { replace: true }));
    expect(animated()).toBe('true');
  });
});
