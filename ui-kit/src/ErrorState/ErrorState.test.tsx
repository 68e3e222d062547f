import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it("says 'Loading failed, click to retry' and retries on tap", async () => {
    const onRetry = vi.fn();
    render(
      <KitProvider>
        <ErrorState onRetry={onRetry} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes the app's words", () => {
    render(
      <KitProvider labels={{ loadFailed: 'Nabigo ang pag-load' }}>
        <ErrorState onRetry={() => undefined} />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nabigo ang pag-load' })).toBeInTheDocument();
  });
});
