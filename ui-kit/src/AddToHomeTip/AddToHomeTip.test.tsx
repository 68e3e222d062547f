import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { AddToHomeTip } from './AddToHomeTip.tsx';
import { needsLegacyAddToHomeHint, parseIosVersion } from './iosVersion.ts';

describe('needsLegacyAddToHomeHint (docs/product/home-and-games.md#add-to-home-tip)', () => {
  it.each([
    [{ major: 10, minor: 3 }, true],
    [{ major: 11, minor: 4 }, true],
    [{ major: 12, minor: 0 }, true],
    [{ major: 12, minor: 1 }, true],
    [{ major: 12, minor: 2 }, false],
    [{ major: 12, minor: 4 }, false],
    [{ major: 17, minor: 0 }, false],
    [null, false],
  ])('%o -> %s', (version, legacy) => {
    expect(needsLegacyAddToHomeHint(version)).toBe(legacy);
  });

  it('parses the user agent', () => {
    expect(parseIosVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15')).toEqual({
      major: 12,
      minor: 1,
    });
    expect(parseIosVersion('Mozilla/5.0 (iPad; CPU OS 11_0 like Mac OS X)')).toEqual({ major: 11, minor: 0 });
    expect(parseIosVersion('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBeNull();
  });
});

describe('AddToHomeTip', () => {
  it('shows three steps, the legacy hint only when needed, and closes', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <KitProvider>
        <AddToHomeTip iosVersion={{ major: 16, minor: 0 }} onClose={onClose} />
      </KitProvider>,
    );
    expect(screen.getByRole('region', { name: 'Add to Home Screen' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/iOS 12.4 or later/)).toBeNull();
    rerender(
      <KitProvider>
        <AddToHomeTip iosVersion={{ major: 12, minor: 1 }} onClose={onClose} />
      </KitProvider>,
    );
    expect(screen.getByText(/iOS 12.4 or later/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
