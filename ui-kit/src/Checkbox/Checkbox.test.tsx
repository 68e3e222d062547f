import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Checkbox } from './Checkbox.tsx';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <KitProvider>
      <Checkbox label="Remember password" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('Checkbox', { timeout: 30_000 }, () => {
  it('toggles by tapping the label and by Space', async () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.click(screen.getByText('Remember password'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows its error and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <KitProvider>
        <Checkbox ref={ref} label="Agree" checked={false} onChange={() => undefined} error="Please agree" />
      </KitProvider>,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please agree');
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });
});
