import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { SegmentedTabs } from './SegmentedTabs.tsx';

function Login() {
  const [value, setValue] = useState<'username' | 'sms'>('username');
  return (
    <KitProvider>
      <SegmentedTabs
        aria-label="Login method"
        value={value}
        onValueChange={setValue}
        items={[
          { value: 'username', label: 'Username', content: <p>username panel</p> },
          { value: 'sms', label: 'SMS', content: <p>sms panel</p> },
        ]}
      />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('SegmentedTabs', { timeout: 30_000 }, () => {
  it('has real tabs semantics and switches panels with arrow keys', async () => {
    render(<Login />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Username' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('username panel');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('sms panel');
  });
});
