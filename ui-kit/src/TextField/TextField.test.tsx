import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { TextField } from './TextField.tsx';
import type { TextFieldProps } from './TextField.tsx';

function Controlled(props: Partial<TextFieldProps> & { onValue?: (v: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState(props.value ?? '');
  return (
    <KitProvider>
      <TextField
        label="Username"
        name="username"
        {...rest}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onValue?.(e.target.value);
        }}
      />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('TextField', { timeout: 30_000 }, () => {
  it('links the error under the field with aria-describedby and aria-invalid', () => {
    render(<Controlled error="Account format is incorrect" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Account format is incorrect');
  });

  it('holds the error back while the field is not touched', () => {
    render(<Controlled error="Account format is incorrect" touched={false} />);
    expect(screen.queryByText('Account format is incorrect')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('clears through a real change event with the field name, then keeps focus', async () => {
    const onValue = vi.fn();
    const onClear = vi.fn();
    render(<Controlled value="abc" clearable onClear={onClear} onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('forwards the ref to the input so the app can focus the first invalid field', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <KitProvider>
        <TextField ref={ref} label="Email" value="" onChange={() => undefined} />
      </KitProvider>,
    );
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('drops non-digits when numeric', async () => {
    const onValue = vi.fn();
    render(<Controlled numeric onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox'), '1a2');
    expect(screen.getByRole('textbox')).toHaveValue('12');
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'numeric');
  });
});
