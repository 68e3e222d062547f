import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { InfoCard } from './InfoCard.tsx';

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('InfoCard', { timeout: 30_000 }, () => {
  it("fills 'Join {0} on the {1} day' and shows the VIP label", () => {
    render(
      <KitProvider>
        <InfoCard name="ann" vipLabel="VIP 2" siteName="Lobby" days={12} />
      </KitProvider>,
    );
    expect(screen.getByText('Join Lobby on the 12 day')).toBeInTheDocument();
    expect(screen.getByText('VIP 2')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
