import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Downline } from '@lobby/contract';
import { KitProvider } from '@lobby/ui-kit';
import { TransferSheet } from './TeamSheets.tsx';

vi.mock('../../state/hooks.ts', () => ({
  useBalance: () => ({ sumBalance: 100, refresh: () => Promise.resolve() }),
  useToast: () => ({ show: () => undefined, dismiss: () => undefined }),
}));

vi.mock('../../api/client.ts', () => ({
  call: vi.fn(() => Promise.resolve(null)),
  newIdempotencyKey: () => 'key',
}));

describe('TransferSheet', () => {
  // docs/decisions/payment-password-digits.md: the transfer's payment password keeps digits only, like the other forms'.
  it('drops anything but digits from the payment password as it is typed', () => {
    render(
      <KitProvider>
        <TransferSheet downline={{ id: 7, account: 'downline_a' } as Downline} onClose={() => {}} onDone={() => {}} />
      </KitProvider>,
    );
    const field = document.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!;
    expect(field).not.toBeNull();
    fireEvent.change(field, { target: { value: '12a 3-4' } });
    expect(field.value).toBe('1234');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toHaveAttribute('autocomplete', 'off');
  });
});
