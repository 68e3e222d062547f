import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { PasswordField } from './PasswordField.tsx';

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('PasswordField', { timeout: 30_000 }, () => {
  it('toggles between hidden and shown with a named button', async () => {
    render(
      <KitProvider>
        <PasswordField label="Password" value="secret" onChange={() => undefined} />
      </KitProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it("uses the app's words for the toggle", () => {
    render(
      <KitProvider labels={{ showPassword: 'Ipakita' }}>
        <PasswordField label="Password" value="" onChange={() => undefined} />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ipakita' })).toBeInTheDocument();
  });
});
