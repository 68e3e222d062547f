import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBlock } from './LazyBlock.tsx';

describe('LazyBlock', () => {
  it("fetches a block's code once the page is up, once, however often the page renders", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const block = (n: number) => (
      <LazyBlock minHeight="100px" preload={preload} testId="slot">
        <p>block {n}</p>
      </LazyBlock>
    );
    const { rerender } = render(block(1));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    rerender(block(2));
    rerender(block(3));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page whole when the code cannot be fetched (the block tries again when near)', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <LazyBlock minHeight="100px" preload={preload} testId="slot">
        <p>block</p>
      </LazyBlock>,
    );
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
