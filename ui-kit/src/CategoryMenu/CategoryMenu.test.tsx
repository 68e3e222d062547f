import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';

const cats = ['HOT', 'SPORTS', 'LIVE'].map((v) => ({ value: v, label: v }));

function Controlled() {
  const [value, setValue] = useState('HOT');
  return (
    <KitProvider>
      <CategoryMenu categories={cats} value={value} onValueChange={setValue} />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('CategoryMenu', { timeout: 30_000 }, () => {
  it('is a tab list with one tab per category and a roving tab stop', async () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'HOT' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('tab', { name: 'LIVE' }));
    expect(screen.getByRole('tab', { name: 'LIVE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'HOT' })).toHaveFocus();
  });

  it('centres the active tab by scrolling the strip only, never the page (mount and change)', async () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom has no layout: a 300 px strip, tabs 100 px wide side by side.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tabs = [...(this.parentElement?.children ?? [])];
      const i = this.getAttribute('role') === 'tab' ? tabs.indexOf(this) : -1;
      const left = i < 0 ? 0 : i * 100 - (this.parentElement?.scrollLeft ?? 0);
      const width = i < 0 ? 300 : 100;
      return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) };
    });
    const many = ['HOT', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT'].map((v) => ({ value: v, label: v }));
    function Many() {
      const [value, setValue] = useState('LIVE');
      return (
        <KitProvider>
          <CategoryMenu categories={many} value={value} onValueChange={setValue} />
        </KitProvider>
      );
    }
    render(<Many />);
    const strip = screen.getByRole('tablist');
    // mount: LIVE spans 200-300, centred in a 300 px strip means scrollLeft 100
    expect(strip.scrollLeft).toBe(100);
    await userEvent.click(screen.getByRole('tab', { name: 'FISH' }));
    // FISH spans 400-500: centred in a 300 px strip means scrollLeft 300
    expect(strip.scrollLeft).toBe(300);
    expect(intoView).not.toHaveBeenCalled();
    expect(pageScroll).not.toHaveBeenCalled();
    rect.mockRestore();
    pageScroll.mockRestore();
  });

  it('re-centres the active tab when the tabs change size (a web font swapping in)', () => {
    // jsdom has neither layout nor ResizeObserver: tabs of a settable width, an observer the test fires.
    let width = 100;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tabs = [...(this.parentElement?.children ?? [])];
      const i = this.getAttribute('role') === 'tab' ? tabs.indexOf(this) : -1;
      const left = i < 0 ? 0 : i * width - (this.parentElement?.scrollLeft ?? 0);
      const w = i < 0 ? 300 : width;
      return { left, right: left + w, width: w, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) };
    });
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          observers.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const many = ['HOT', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT'].map((v) => ({ value: v, label: v }));
    render(
      <KitProvider>
        <CategoryMenu categories={many} value="FISH" onValueChange={() => undefined} />
      </KitProvider>,
    );
    const strip = screen.getByRole('tablist');
    // FISH spans 400-500 in a 300 px strip: scrollLeft 300
    expect(strip.scrollLeft).toBe(300);
    // the font arrives: tabs 110 px wide, FISH spans 440-550, centred means scrollLeft 345
    width = 110;
    for (const fire of observers) fire();
    expect(strip.scrollLeft).toBe(345);
    vi.unstubAllGlobals();
    rect.mockRestore();
  });
});
