import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Downline } from '@lobby/contract';
import { KitProvider } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { RebateSheet, TransferSheet } from './TeamSheets.tsx';

vi.mock('../../state/hooks.ts', () => ({
  useBalance: () => ({ sumBalance: 100, refresh: () => Promise.resolve() }),
  useToast: () => ({ show: () => undefined, dismiss: () => undefined }),
}));

vi.mock('../../api/client.ts', () => ({
  call: vi.fn(() => Promise.resolve(null)),
  newIdempotencyKey: () => 'key',
}));

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadNamespaces(['agent']);
});

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

describe('RebateSheet', () => {
  const downline = { id: 7, account: 'downline_a', rebateRate: 1 } as Downline;
  const renderSheet = () =>
    render(
      <KitProvider>
        <RebateSheet downline={downline} onClose={() => {}} onDone={() => {}} />
      </KitProvider>,
    );

  // docs/decisions/agent-rebate-refusal.md: the platform's refusal reads its catalogue text under the rate field.
  it('shows the refusal of the platform in its catalogue words and keeps the typed rate', async () => {
    vi.mocked(call).mockRejectedValueOnce(new ApiError('rebate.limit', 'server words', 400));
    renderSheet();
    const field = screen.getByLabelText('New rebate (%)', { exact: false });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The rebate is outside the allowed range$/);
    expect(field).toHaveValue('5');
  });

  it('refuses a rate the client checks reject without calling the platform', () => {
    vi.mocked(call).mockClear();
    renderSheet();
    fireEvent.change(screen.getByLabelText('New rebate (%)', { exact: false }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a percentage with up to 2 decimals');
    expect(call).not.toHaveBeenCalled();
  });
});
