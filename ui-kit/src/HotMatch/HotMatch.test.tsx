import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { formatMatchTime, HotMatchCard, HotMatchList } from './HotMatch.tsx';

const match = {
  id: '1',
  matchTime: new Date(2026, 0, 5, 7, 3),
  league: 'League',
  homeTeam: 'Home',
  awayTeam: 'Away',
};

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('HotMatch', { timeout: 30_000 }, () => {
  it('formats the start time MM/DD HH:mm (docs/product/constants.md#timings)', () => {
    expect(formatMatchTime(match.matchTime)).toBe('01/05 07:03');
    expect(formatMatchTime('not a date')).toBe('');
    expect(formatMatchTime(match.matchTime, 'fa')).toBe('۰۱/۰۵ ۰۷:۰۳');
    expect(formatMatchTime(match.matchTime, 'my')).toBe('၀၁/၀၅ ၀၇:၀၃');
  });

  it("launches from the card and from its play button ('in_bet >>')", async () => {
    const onPlay = vi.fn();
    const { container } = render(
      <KitProvider>
        <HotMatchCard match={match} onPlay={onPlay} playLabel="in_bet >>" />
      </KitProvider>,
    );
    expect(screen.getByText('VS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'in_bet >> Home VS Away' }));
    await userEvent.click(container.querySelector('button[aria-hidden="true"]')!);
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it("writes the card's time in the provider locale's digits, left to right in a right-to-left page", () => {
    const { container } = render(
      <KitProvider locale="fa" dir="rtl">
        <HotMatchCard match={match} onPlay={() => undefined} playLabel="Play" />
      </KitProvider>,
    );
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('۰۱/۰۵ ۰۷:۰۳');
    expect(time).toHaveAttribute('dir', 'ltr');
  });

  it("shows 'No data' for an empty list", () => {
    render(
      <KitProvider>
        <HotMatchList matches={[]} onPlay={() => undefined} playLabel="Play" />
      </KitProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
