import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentGrid, TeamCounters } from './AgentGrid.tsx';
import type { AgentMenuId } from './agentMenu.ts';
import { agentEntries } from './storyIcons.tsx';
import { paddedStory } from '../Field/StoryFrame.tsx';

const meta = preview.meta({
  title: 'Signature/AgentGrid',
  component: AgentGrid,
  args: { entries: agentEntries, onSelect: fn(), label: 'Agent menu' },
  decorators: [paddedStory(16)],
});

export const Playground = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mail 3 unread' }));
    await expect(args.onSelect).toHaveBeenCalledWith('mail');
  },
});

const whitelist = new Set<AgentMenuId>(['teamOverview', 'transactionRecord', 'securityCenter', 'mail']);
/** The merchant's menu whitelist enables four entries; online service shows anyway. */
export const Whitelisted = meta.story({ args: { enabled: (id) => whitelist.has(id) } });

/** Nothing whitelisted: only online service. */
export const OnlyOnlineService = meta.story({ args: { enabled: () => false } });

export const ManyUnread = meta.story({
  args: { entries: agentEntries.map((e) => (e.id === 'mail' ? { ...e, unread: 250, unreadLabel: '250 unread' } : e)) },
});

export const LongLabels = meta.story({
  args: {
    entries: agentEntries.map((e) => ({ ...e, label: `${e.label} and everything about it` })),
  },
});

export const RightToLeft = meta.story({ globals: { direction: 'rtl' } });

/** The four team counters block above the grid. */
export const Counters = meta.story({
  render: () => (
    <TeamCounters
      counts={{ login: 1204, bet: 386, register: 27, online: 93 }}
      labels={{ login: 'Login', bet: 'Bet', register: 'Register', online: 'Online' }}
    />
  ),
});

export const CountersLarge = meta.story({
  render: () => (
    <TeamCounters
      counts={{ login: 1_204_551, bet: 938_602, register: 12_044, online: 8_930 }}
      labels={{ login: 'Members logged in today', bet: 'Bettors', register: 'New registrations', online: 'Online now' }}
    />
  ),
});

/** The dashboard as composed: counters, then the grid. */
export const Dashboard = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TeamCounters
        counts={{ login: 42, bet: 18, register: 3, online: 11 }}
        labels={{ login: 'Login', bet: 'Bet', register: 'Register', online: 'Online' }}
      />
      <AgentGrid {...args} />
    </div>
  ),
});
