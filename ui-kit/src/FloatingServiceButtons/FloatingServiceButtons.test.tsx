import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FloatingServiceButtons } from './FloatingServiceButtons.tsx';

describe('FloatingServiceButtons', () => {
  it('folds several links behind one toggle and shows only the links given, each opening in a new tab', async () => {
    const user = userEvent.setup();
    render(
      <KitProvider>
        <FloatingServiceButtons telegram="https://t.me/a" telegram2="https://t.me/b" liveChat="https://c" />
      </KitProvider>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Customer service' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Telegram', 'Telegram 2', 'Live chat']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('folds again on Escape (focus back on the toggle) and on a tap elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <KitProvider>
        <p>page</p>
        <FloatingServiceButtons telegram="https://t.me/a" facebook="https://f" />
      </KitProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Customer service' });
    await user.click(toggle);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByText('page'));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a single link as itself, with no toggle', () => {
    render(
      <KitProvider>
        <FloatingServiceButtons liveChat="https://c" />
      </KitProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://c');
  });

  it('renders nothing without links', () => {
    const { container } = render(
      <KitProvider>
        <FloatingServiceButtons />
      </KitProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
