import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Loading, Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is decorative without a label and named with one', () => {
    const { container, rerender } = render(
      <KitProvider>
        <Spinner />
      </KitProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <KitProvider>
        <Spinner label="Loading games" />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('Loading is a polite status with the provider label', () => {
    render(
      <KitProvider labels={{ loading: 'Naglo-load' }}>
        <Loading />
      </KitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Naglo-load');
  });
});
