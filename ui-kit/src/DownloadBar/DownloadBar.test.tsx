import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { DownloadBar } from './DownloadBar.tsx';

describe('DownloadBar', () => {
  it('downloads and closes through its callbacks', async () => {
    const onDownload = vi.fn();
    const onClose = vi.fn();
    render(
      <KitProvider>
        <DownloadBar onDownload={onDownload} onClose={onClose} />
      </KitProvider>,
    );
    expect(screen.getByRole('region', { name: 'Download the app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
