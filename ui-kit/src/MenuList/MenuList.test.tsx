import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { MenuList } from './MenuList.tsx';

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('MenuList', { timeout: 30_000 }, () => {
  it('shows a count bubble only above 0 and reports the tapped entry', async () => {
    const onSelect = vi.fn();
    render(
      <KitProvider>
        <MenuList
          onSelect={onSelect}
          entries={[
            { key: 'a', label: 'Reward center', count: 3, countLabel: '3 unclaimed' },
            { key: 'b', label: 'Mail', count: 0 },
          ]}
        />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: '3 unclaimed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mail' })).toHaveTextContent(/^Mail$/);
    await userEvent.click(screen.getByRole('button', { name: 'Mail' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'b' }));
  });
});
