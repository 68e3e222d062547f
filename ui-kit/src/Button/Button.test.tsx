import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick once per press', async () => {
    const onClick = vi.fn();
    render(
      <KitProvider>
        <Button onClick={onClick}>Deposit</Button>
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <KitProvider>
        <Button loading onClick={onClick}>
          Log in
        </Button>
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(
      <KitProvider>
        <Button>Go</Button>
      </KitProvider>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});
