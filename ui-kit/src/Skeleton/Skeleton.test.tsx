import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Skeleton, SkeletonGrid, SkeletonList } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('lists and grids are one busy status named Loading; blocks are hidden', () => {
    const { container } = render(
      <KitProvider>
        <SkeletonList rows={3} />
      </KitProvider>,
    );
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3 * 3);
  });

  it('grid renders count cards', () => {
    const { container } = render(
      <KitProvider>
        <SkeletonGrid count={4} withTitle={false} label="Loading games" />
      </KitProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shimmers only when motion is allowed', () => {
    const { container, rerender } = render(
      <KitProvider motion="no-preference">
        <Skeleton />
      </KitProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-shimmer', 'true');
    rerender(
      <KitProvider motion="reduce">
        <Skeleton />
      </KitProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-shimmer', 'false');
  });
});
