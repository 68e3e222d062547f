import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { AgentGrid, TeamCounters } from './AgentGrid.tsx';
import { visibleAgentEntries } from './agentMenu.ts';
import type { AgentMenuId } from './agentMenu.ts';
import { agentEntries } from './storyIcons.tsx';

describe('visibleAgentEntries (docs/product/agent.md#agent-home)', () => {
  it('keeps whitelisted entries in order and always online service', () => {
    const allow = new Set<AgentMenuId>(['mail', 'teamOverview']);
    expect(visibleAgentEntries(agentEntries, (id) => allow.has(id)).map((e) => e.id)).toEqual([
      'teamOverview',
      'mail',
      'onlineService',
    ]);
    expect(visibleAgentEntries(agentEntries, () => false).map((e) => e.id)).toEqual(['onlineService']);
  });
});

describe('AgentGrid', () => {
  it('shows the enabled entries, calls onSelect with the id, and names the unread badge', async () => {
    const onSelect = vi.fn();
    render(
      <KitProvider>
        <AgentGrid label="Agent menu" entries={agentEntries} enabled={(id) => id === 'mail'} onSelect={onSelect} />
      </KitProvider>,
    );
    const list = screen.getByRole('list', { name: 'Agent menu' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mail 3 unread' }));
    expect(onSelect).toHaveBeenCalledWith('mail');
    await userEvent.click(screen.getByRole('button', { name: 'Online service' }));
    expect(onSelect).toHaveBeenLastCalledWith('onlineService');
  });

  it('hides the badge at 0 unread', () => {
    render(
      <KitProvider>
        <AgentGrid entries={[{ ...agentEntries[9]!, unread: 0, unreadLabel: 'none' }]} onSelect={() => undefined} />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mail' })).toBeInTheDocument();
  });
});

describe('TeamCounters', () => {
  it('shows the four counters in order, grouped by locale', () => {
    render(
      <KitProvider locale="en">
        <TeamCounters
          counts={{ login: 1204, bet: 88, register: 12, online: 7 }}
          labels={{ login: 'Login', bet: 'Bet', register: 'Register', online: 'Online' }}
        />
      </KitProvider>,
    );
    expect(screen.getByText('1,204')).toBeInTheDocument();
    const labels = screen.getAllByText(/^(Login|Bet|Register|Online)$/).map((el) => el.textContent);
    expect(labels).toEqual(['Login', 'Bet', 'Register', 'Online']);
  });
});
