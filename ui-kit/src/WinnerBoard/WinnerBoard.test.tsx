import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

const entries = Array.from({ length: 4 }, (_, i) => ({
  id: String(i),
  customerName: `user${i}`,
  gameName: `Game ${i}`,
  winAmount: 1000 * (4 - i),
}));

describe('WinnerBoard', { timeout: 30_000 }, () => {
  it('scrolls itself above 3 entries, with a pause button; the loop copy is hidden', async () => {
    const onPlay = vi.fn();
    render(
      <KitProvider motion="no-preference">
        <WinnerBoard entries={entries} onPlay={onPlay} playLabel="Play now" title="Winners" />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // one accessible copy of each row
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    // the loop's copy holds the rows in view only, and the track moves by the list's share of it
    const copy = document.querySelector('ul[aria-hidden="true"]')!;
    expect(copy.querySelectorAll('li')).toHaveLength(3);
    expect((copy.parentElement as HTMLElement).style.getPropertyValue('--winner-board-shift')).toBe('-57.1429%');
    expect(screen.getAllByText('4,000.00')[0]).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Play now.*Game 1/ }));
    expect(onPlay).toHaveBeenCalledWith(entries[1]);
  });

  it('stays still with 3 entries or under reduced motion', () => {
    const { rerender } = render(
      <KitProvider motion="no-preference">
        <WinnerBoard entries={entries.slice(0, 3)} onPlay={() => undefined} playLabel="Play" title="Winners" />
      </KitProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    rerender(
      <KitProvider motion="reduce">
        <WinnerBoard entries={entries} onPlay={() => undefined} playLabel="Play" title="Winners" />
      </KitProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('can be as tall as a whole leaderboard (visibleRows), still when it does not scroll', () => {
    const { container } = render(
      <KitProvider motion="no-preference">
        <WinnerBoard
          entries={entries}
          onPlay={() => undefined}
          playLabel="Play"
          title="Winners"
          autoScrollAbove={entries.length}
          visibleRows={entries.length}
        />
      </KitProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-static]')).toHaveStyle({ '--winner-board-rows': '4' });
  });

  it('renders only the rows in view on the server (the rest and the loop copy come after hydration)', () => {
    const html = renderToString(
      <KitProvider motion="no-preference">
        <WinnerBoard entries={entries} onPlay={() => undefined} playLabel="Play now" title="Winners" />
      </KitProvider>,
    );
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).not.toContain('aria-hidden="true"><li');
    expect(html).not.toContain('data-moving');
    // the pause button is there from the start, so the bar does not change when the board starts
    expect(html).toContain('>Pause<');
  });
});
