import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { PhoneField } from './PhoneField.tsx';

const countries = [
  { code: 'PH', dialCode: '+63', name: 'Philippines', flag: '🇵🇭' },
  { code: 'VN', dialCode: '84', name: 'Vietnam', flag: 'data:image/png;base64,AAAA', otherNames: ['Việt Nam'] },
];

function Controlled({ onDial }: { onDial: (c: string) => void }) {
  const [value, setValue] = useState('');
  const [dial, setDial] = useState('+63');
  return (
    <KitProvider>
      <PhoneField
        label="Mobile number"
        name="mobileNum"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        countries={countries}
        dialCode={dial}
        onDialCodeChange={(c) => {
          setDial(c);
          onDial(c);
        }}
      />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('PhoneField', { timeout: 30_000 }, () => {
  it('takes digits only, at most 20', async () => {
    render(<Controlled onDial={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '+63 917-123-4567-8901-2345');
    expect(input).toHaveValue('63917123456789012345');
    expect(input).toHaveAttribute('maxlength', '20');
  });

  it('picks a code from a searchable list in a dialog', async () => {
    const onDial = vi.fn();
    render(<Controlled onDial={onDial} />);
    await userEvent.click(screen.getByRole('button', { name: /country code: philippines \+63/i }));
    // the sheet's module arrives on the first tap: the dialog shows once it has loaded
    expect(await screen.findByRole('dialog', { name: 'Country code' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.type(screen.getByRole('searchbox'), '84');
    expect(screen.queryByRole('button', { name: /philippines/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /vietnam/i }));
    expect(onDial).toHaveBeenCalledWith('84');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const codeButton = screen.getByRole('button', { name: /country code: vietnam \+84/i });
    // focus goes back to the button that opened the sheet, not to the page's start
    expect(codeButton).toHaveFocus();
    expect(codeButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a country by another of its names', async () => {
    render(<Controlled onDial={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /country code: philippines/i }));
    await userEvent.type(await screen.findByRole('searchbox'), 'việt');
    expect(screen.getByRole('button', { name: /vietnam/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /philippines/i })).not.toBeInTheDocument();
  });

  it('closes on Escape and opens again at once', async () => {
    render(<Controlled onDial={() => undefined} />);
    const codeButton = screen.getByRole('button', { name: /country code: philippines/i });
    await userEvent.click(codeButton);
    await screen.findByRole('dialog', { name: 'Country code' });
    expect(codeButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(codeButton).toHaveFocus();
    await userEvent.click(codeButton);
    expect(screen.getByRole('dialog', { name: 'Country code' })).toBeInTheDocument();
  });
});
