import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { handlers, pageMeta, settledWith } from './pageStory.ts';

/**
 * The states every page must handle (docs/product/screens-and-routes.md#route-list, issue 6: never a white screen): the server in
 * maintenance (recorded from the server with the dev status control), no records (demo_fresh's
 * empty deposit report) and a failing call (HTTP 500 after the client's retries: error with retry).
 */
const meta = {
  title: 'Pages/States',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: { ...pageMeta.parameters },
  args: { path: '/m/home' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  parameters: { msw: handlers({ scenario: 'maintenance' }) },
  play: settledWith(),
};

export const Empty: Story = {
  args: { path: '/m/vouReport' },
  parameters: { pageViewer: 'player', msw: handlers({ scenario: 'empty' }) },
  play: settledWith(),
};

export const ServerError: Story = {
  args: { path: '/m/vouReport' },
  parameters: { pageViewer: 'player', msw: handlers({ failing: ['/wps/relay/deposit/report'] }) },
  play: settledWith(),
};

/** The same three states in Arabic, right to left. */
export const MaintenanceRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { msw: handlers({ scenario: 'maintenance' }) },
  play: settledWith(),
};

export const EmptyRightToLeft: Story = {
  args: { path: '/m/vouReport' },
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { pageViewer: 'player', msw: handlers({ scenario: 'empty' }) },
  play: settledWith(),
};

export const ServerErrorRightToLeft: Story = {
  args: { path: '/m/vouReport' },
  globals: { direction: 'rtl', locale: 'ar' },
  parameters: { pageViewer: 'player', msw: handlers({ failing: ['/wps/relay/deposit/report'] }) },
  play: settledWith(),
};
