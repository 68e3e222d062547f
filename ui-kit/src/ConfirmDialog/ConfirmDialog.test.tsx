import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function setup(extra: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <KitProvider>
      <button type="button">outside</button>
      <ConfirmDialog
        defaultOpen
        title="Prompt"
        text="Sure to log out?"
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...extra}
      />
    </KitProvider>,
  );
  return { onSubmit, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Prompt' }) };
}

describe('ConfirmDialog', () => {
  it('is a named alert dialog described by its text; it takes focus, the first Tab lands on Cancel', async () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleDescription('Sure to log out?');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('submit calls onSubmit and closes', async () => {
    const { onSubmit, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape and Cancel cancel', async () => {
    const { onCancel } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('traps focus inside', async () => {
    setup();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('while submitting, presses on submit do nothing', async () => {
    const { onSubmit } = setup({ submitting: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('controlled: stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { onSubmit } = setup({ open: true, onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("opened by the app's own button: Cancel or Escape puts focus back on that button", async () => {
    function SignOut() {
      const [open, setOpen] = useState(false);
      return (
        <KitProvider>
          <button type="button">first</button>
          <button type="button" onClick={() => setOpen(true)}>
            Sign out
          </button>
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Prompt" text="Sure?" onSubmit={() => undefined} />
        </KitProvider>
      );
    }
    render(<SignOut />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
