import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { handlers, pageMeta, pageParameters, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/States',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: pageParameters(
    'The states every page must handle (docs/product/screens-and-routes.md#route-list, issue 6: never a white screen): the server in\n' +
      "maintenance (recorded from the server with the dev status control), no records (demo_fresh's\n" +
      "empty deposit report) and a failing call (HTTP 500 after the client's retries: error with retry).",
  ),
  args: { path: '/m/home' },
});

export const Maintenance = meta.story({
  parameters: { msw: handlers({ scenario: 'maintenance' }) },
  play: settledWith(),
});

export const Empty = meta.story({
  args: { path: '/m/vouReport' },
  parameters: { pageViewer: 'player', msw: handlers({ scenario: 'empty' }) },
  play: settledWith(),
});

export const ServerError = meta.story({
  args: { path: '/m/vouReport' },
  parameters: { pageViewer: 'player', msw: handlers({ failing: ['/wps/relay/deposit/report'] }) },
  play: settledWith(),
});

/** The same three states in Arabic, right to left. */
export const MaintenanceRightToLeft = meta.story({
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { msw: handlers({ scenario: 'maintenance' }) },
  play: settledWith(),
});

export const EmptyRightToLeft = meta.story({
  args: { path: '/m/vouReport' },
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { pageViewer: 'player', msw: handlers({ scenario: 'empty' }) },
  play: settledWith(),
});

export const ServerErrorRightToLeft = meta.story({
  args: { path: '/m/vouReport' },
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { pageViewer: 'player', msw: handlers({ failing: ['/wps/relay/deposit/report'] }) },
  play: settledWith(),
});
