import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { PopupPager } from './PopupPager.tsx';
import type { PopupNotice, PopupPagerProps } from './PopupPager.tsx';

const notices: PopupNotice[] = [
  { id: 1, title: 'Deposit bonus', html: '<p>Get <b>1%</b> on every deposit.</p>' },
  { id: 2, title: 'Maintenance', html: '<p>Sunday 02:00-04:00</p>' },
  { id: 3, title: 'New games', html: '<p>Ten new slots.</p>' },
];

function Harness(props: Partial<PopupPagerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <KitProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PopupPager notices={notices} open={open} onOpenChange={setOpen} {...props} />
    </KitProvider>
  );
}

describe('PopupPager', () => {
  it('is a dialog named by the current notice, with sanitised content', () => {
    render(<Harness notices={[{ id: 1, title: 'Hello', html: '<p>Safe</p><img src=x onerror="window.hacked=1">' }]} />);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog).toHaveTextContent('Safe');
    expect(dialog.innerHTML).not.toContain('onerror');
    // Still under reduced motion through GlobalStyle's rule, not a @media rule of its own.
    expect(dialog).toHaveAttribute('data-still');
    expect(document.querySelectorAll('[data-still]')).toHaveLength(2);
  });

  it('pages with arrows that are disabled at the ends', async () => {
    render(<Harness />);
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByRole('dialog', { name: 'New games' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    await userEvent.click(prev);
    expect(screen.getByRole('dialog', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('hides pagination with one notice', () => {
    render(<Harness notices={[notices[0]!]} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText(/Page/)).toBeNull();
  });

  it('closes with the close button and with Escape, and traps focus inside', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    // The first focus comes once the popup has painted (PopupPager.tsx), on its close button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls the go-to action with the current notice', async () => {
    const onSelect = vi.fn();
    render(<Harness action={{ label: 'Go to rewards', onSelect }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to rewards' }));
    expect(onSelect).toHaveBeenCalledWith(notices[1], 1);
  });

  it('renders nothing without notices', () => {
    render(<Harness notices={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts an optional testId on the dialog', () => {
    render(<Harness testId="login-popup" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-testid', 'login-popup');
  });
});
