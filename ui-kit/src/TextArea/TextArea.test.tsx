import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { TextArea } from './TextArea.tsx';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <KitProvider>
      <TextArea label="Feedback" value={value} onChange={(e) => setValue(e.target.value)} />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('TextArea', { timeout: 30_000 }, () => {
  it('counts characters against 140 and stops there', async () => {
    render(<Controlled initial={'a'.repeat(138)} />);
    const area = screen.getByRole('textbox', { name: 'Feedback' });
    expect(area).toHaveAttribute('maxlength', '140');
    expect(area).toHaveAccessibleDescription('138 of 140 characters');
    await userEvent.type(area, 'bcd');
    expect(area).toHaveValue(`${'a'.repeat(138)}bc`);
    expect(screen.getByText('140/140')).toBeInTheDocument();
  });
});
