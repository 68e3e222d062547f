/**
 * The data router (react-router-dom 7): the shell as root layout, one lazy route per page with its
 * own error boundary, aliases redirecting to their canonical path (query kept), unknown paths home.
 */
import { createBrowserRouter, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '@lobby/ui-kit';
import { AppShell } from '../frame/AppShell.tsx';
import { RouteError } from '../frame/RouteError.tsx';
import { agentsOnly } from './AgentsOnly.tsx';
import { homePath } from './paths.ts';
import { routeTable } from './table.ts';

const keepQuery =
  (to: string) =>
  ({ request }: { request: Request }) =>
    redirect(to + new URL(request.url).search);
/** Redirect routes render nothing (their loader answers first); a Component keeps the router quiet. */
const Nothing = () => null;

export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = routeTable.map((entry) => ({
    path: entry.path,
    handle: { route: entry },
    errorElement: <RouteError />,
    lazy: async () => {
      const mod = await entry.page();
      return { Component: entry.agentOnly ? agentsOnly(entry, mod.default) : mod.default };
    },
  }));
  const aliases: RouteObject[] = routeTable.flatMap((entry) =>
    (entry.aliases ?? []).map((alias) => ({ path: alias, loader: keepQuery(entry.path), Component: Nothing })),
  );
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loading />,
      children: [
        ...pages,
        ...aliases,
        // Unknown paths back to home (issue 6).
        { path: '*', loader: keepQuery(homePath), Component: Nothing },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
