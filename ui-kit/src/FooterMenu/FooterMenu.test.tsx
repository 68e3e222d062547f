import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FooterMenu } from './FooterMenu.tsx';

const hrefs = { home: '/h', activity: '/a', deposit: '/d', invite: '/i', members: '/m' };

describe('FooterMenu', () => {
  it('lists the five entries in order and marks the active one', () => {
    render(
      <KitProvider>
        <FooterMenu hrefs={hrefs} active="activity" />
      </KitProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/h', '/a', '/d', '/i', '/m']);
    expect(within(nav).getByRole('link', { name: /activity/i })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("deposit carries the '+1%' badge; the members count shows only above 0", () => {
    const { rerender } = render(
      <KitProvider>
        <FooterMenu hrefs={hrefs} unclaimedCount={0} />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: '1% deposit bonus' })).toHaveTextContent('+1%');
    expect(screen.queryByRole('img', { name: /unclaimed/ })).toBeNull();
    rerender(
      <KitProvider>
        <FooterMenu hrefs={hrefs} unclaimedCount={4} />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: '4 unclaimed promotions' })).toHaveTextContent('4');
  });

  it('routes plain clicks through onNavigate', async () => {
    const onNavigate = vi.fn();
    render(
      <KitProvider>
        <FooterMenu hrefs={hrefs} onNavigate={onNavigate} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: /deposit$/i }));
    expect(onNavigate).toHaveBeenCalledWith('deposit', '/d');
  });
});
