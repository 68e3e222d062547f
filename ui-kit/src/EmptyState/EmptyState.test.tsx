import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it("says 'No data' by default and takes the app's words", () => {
    const { rerender } = render(
      <KitProvider>
        <EmptyState />
      </KitProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(
      <KitProvider labels={{ noData: 'Walang datos' }}>
        <EmptyState />
      </KitProvider>,
    );
    expect(screen.getByText('Walang datos')).toBeInTheDocument();
  });
});
