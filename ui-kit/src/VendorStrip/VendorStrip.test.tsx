import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { VendorStrip } from './VendorStrip.tsx';

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('VendorStrip', { timeout: 30_000 }, () => {
  it("starts with All and reports '' for it", async () => {
    const onValueChange = vi.fn();
    render(
      <KitProvider>
        <VendorStrip vendors={[{ value: 'PG', name: 'PG Soft' }]} value="PG" onValueChange={onValueChange} />
      </KitProvider>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('All');
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(buttons[0]!);
    expect(onValueChange).toHaveBeenCalledWith('');
  });
});
