import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Select } from './Select.tsx';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <KitProvider>
      <Select
        label="Bank"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Choose"
        required
        error="Please choose a bank"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
      />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('Select', { timeout: 30_000 }, () => {
  it('is a labelled native select with its error linked', async () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAccessibleDescription('Please choose a bank');
    expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.selectOptions(select, 'b');
    expect(select).toHaveValue('b');
  });
});
