import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { QuickActions } from './QuickActions.tsx';

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('QuickActions', { timeout: 30_000 }, () => {
  it('shows the four actions in order and reports the key', async () => {
    const onSelect = vi.fn();
    render(
      <KitProvider>
        <QuickActions labels={{ deposit: 'D', withdraw: 'W', cashBack: 'C', reward: 'R' }} onSelect={onSelect} />
      </KitProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['D', 'W', 'C', 'R']);
    await userEvent.click(screen.getByRole('button', { name: 'R' }));
    expect(onSelect).toHaveBeenCalledWith('reward');
  });
});
