import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { CaptchaField } from './CaptchaField.tsx';

function Controlled({ onRefresh }: { onRefresh: () => void }) {
  const [value, setValue] = useState('');
  return (
    <KitProvider>
      <CaptchaField
        label="Captcha"
        name="captcha"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        imageSrc="data:image/png;base64,AAAA"
        onRefresh={onRefresh}
      />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('CaptchaField', { timeout: 30_000 }, () => {
  it('takes at most 6 digits', async () => {
    render(<Controlled onRefresh={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, '12a34567');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('refreshes on tapping the image and clears the input', async () => {
    const onRefresh = vi.fn();
    render(<Controlled onRefresh={onRefresh} />);
    await userEvent.type(screen.getByRole('textbox'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('says a picture that failed to load, and tapping its place asks again', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <KitProvider>
        <CaptchaField label="Captcha" name="captcha" value="" onRefresh={onRefresh} />
      </KitProvider>,
    );
    // Loading: a spinner, the plain refresh name.
    expect(screen.getByRole('button', { name: 'Captcha image, tap to refresh' })).toBeInTheDocument();
    rerender(
      <KitProvider>
        <CaptchaField label="Captcha" name="captcha" value="" onRefresh={onRefresh} imageFailed />
      </KitProvider>,
    );
    // The text under the field says what happened; the picture's place is the retry, described by it.
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAccessibleDescription('Loading failed, click to retry');
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Loading failed, click to retry',
    );
    await userEvent.click(retry);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
