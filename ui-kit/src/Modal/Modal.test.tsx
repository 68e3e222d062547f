import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Modal } from './Modal.tsx';

describe('Modal', () => {
  it('opens from its trigger, traps focus, closes on Escape and returns focus', async () => {
    const onOpenChange = vi.fn();
    render(
      <KitProvider>
        <Modal title="Hot matches" trigger={<button type="button">Open</button>} onOpenChange={onOpenChange}>
          <button type="button">Play</button>
        </Modal>
      </KitProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Hot matches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('the close button closes; a hidden title still names the dialog', async () => {
    render(
      <KitProvider>
        <Modal title="Welcome bonus" transparent defaultOpen>
          <p>image</p>
        </Modal>
      </KitProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome bonus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('not closable: no close button', () => {
    render(
      <KitProvider>
        <Modal title="Upgrading" defaultOpen closable={false} />
      </KitProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('opened by an outside button (no trigger): Escape closes and focus returns to that button', async () => {
    function Outside() {
      const [open, setOpen] = useState(false);
      return (
        <KitProvider>
          <button type="button" onClick={() => setOpen(true)}>
            Filter
          </button>
          <Modal title="Filter games" open={open} onOpenChange={setOpen}>
            <button type="button">Apply</button>
          </Modal>
        </KitProvider>
      );
    }
    render(<Outside />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter games' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });
});
