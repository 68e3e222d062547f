import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FilterPanel } from './FilterPanel.tsx';

const vendors = [{ value: 'PG', name: 'PG Soft' }];
const value = { vassalage: '', gameClassify: 'ALL', minBet: 'all' } as const;

// getByRole over many radios is slow in jsdom on a busy machine
describe('FilterPanel', { timeout: 30_000 }, () => {
  it('shows classification and minimum bet only for RNG', () => {
    const { rerender } = render(
      <KitProvider>
        <FilterPanel vendors={vendors} value={value} onSubmit={() => undefined} />
      </KitProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Classification' })).not.toBeInTheDocument();
    rerender(
      <KitProvider>
        <FilterPanel vendors={vendors} value={value} isRng onSubmit={() => undefined} />
      </KitProvider>,
    );
    expect(screen.getAllByRole('radio', { name: /^(ALL|NEW|FAV|HOT|ESPORTS)$/ })).toHaveLength(5);
    const minBets = screen.getByRole('group', { name: 'Minimum bet' });
    expect(minBets).toHaveTextContent('All0.010.050.10.50.75');
  });

  it('submits the edited filter, resets, and links to other categories', async () => {
    const onSubmit = vi.fn();
    const onCategorySelect = vi.fn();
    render(
      <KitProvider>
        <FilterPanel
          vendors={vendors}
          value={value}
          isRng
          onSubmit={onSubmit}
          categories={[{ value: 'LIVE', label: 'Live' }]}
          onCategorySelect={onCategorySelect}
        />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'PG Soft' }));
    await userEvent.click(screen.getByRole('radio', { name: '0.05' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({ vassalage: 'PG', gameClassify: 'ALL', minBet: '0.05' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(within(screen.getByRole('group', { name: 'Vendors' })).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Live' }));
    expect(onCategorySelect).toHaveBeenCalledWith('LIVE');
  });
});
