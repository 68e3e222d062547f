import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { DownloadPopup } from './DownloadPopup.tsx';
import { visibleDownloadButtons } from './downloadButtons.ts';

const base = { androidLink: true, iosLink: true, mobileconfigLink: true, isMobile: true, isIos: false, webclip: false };

describe('visibleDownloadButtons (docs/product/states.md#download-bar)', () => {
  it('Android phone: Android only', () => {
    expect(visibleDownloadButtons(base)).toEqual({ android: true, ios: false, profile: false });
  });
  it('iPhone: iOS with an IOS link, profile unless WEBCLIP is 1', () => {
    expect(visibleDownloadButtons({ ...base, isIos: true })).toEqual({ android: false, ios: true, profile: true });
    expect(visibleDownloadButtons({ ...base, isIos: true, webclip: true }).profile).toBe(false);
    expect(visibleDownloadButtons({ ...base, isIos: true, iosLink: false }).ios).toBe(false);
  });
  it('desktop: Android and iOS', () => {
    expect(visibleDownloadButtons({ ...base, isMobile: false })).toEqual({ android: true, ios: true, profile: false });
  });
  it('no Android link: no Android button', () => {
    expect(visibleDownloadButtons({ ...base, androidLink: false }).android).toBe(false);
  });
});

describe('DownloadPopup', () => {
  it('shows a button per handler', async () => {
    const onAndroid = vi.fn();
    render(
      <KitProvider>
        <DownloadPopup defaultOpen onAndroid={onAndroid} />
      </KitProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Download the app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'iOS' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Android' }));
    expect(onAndroid).toHaveBeenCalled();
  });
});
