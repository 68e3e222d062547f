import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import type { MotionPreference } from '../provider/KitProvider.tsx';
import { Marquee } from './Marquee.tsx';

const items = [
  { id: 1, title: 'Deposit bonus +1% every day' },
  { id: 2, title: 'System maintenance on Sunday 02:00' },
];

const renderBar = (motion: MotionPreference, props: Partial<Parameters<typeof Marquee>[0]> = {}) =>
  render(
    <KitProvider motion={motion}>
      <Marquee label="Announcements" emptyText="No announcement" items={items} {...props} />
    </KitProvider>,
  );

const track = () => document.querySelector<HTMLElement>('[data-dir]');

describe('Marquee', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a duplicated track; the copy is hidden from screen readers and focus', () => {
    renderBar('no-preference');
    const lists = screen.getByRole('region', { name: 'Announcements' }).querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');
    // only one copy is in the accessibility tree
    expect(screen.getAllByText('Deposit bonus +1% every day')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves at a speed in px/s: the loop lasts copy width / speed', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    renderBar('no-preference', { speed: 40 });
    expect(track()).toHaveAttribute('data-running');
    expect(track()!.style.getPropertyValue('--marquee-duration')).toBe('20s');
  });

  it('pauses and resumes with its pause button', async () => {
    renderBar('no-preference');
    const pause = screen.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    expect(track()).toHaveAttribute('data-paused');
    expect(pause).toHaveAccessibleName('Play');
    await userEvent.click(pause);
    expect(track()).not.toHaveAttribute('data-paused');
  });

  it('pauses in a background tab', () => {
    renderBar('no-preference');
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(track()).toHaveAttribute('data-paused');
    spy.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(track()).not.toHaveAttribute('data-paused');
  });

  it('is a static list with no pause control under reduced motion', () => {
    renderBar('reduce');
    expect(track()).toBeNull();
    expect(screen.getAllByText('Deposit bonus +1% every day')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('under reduced motion, a list of plain titles takes the focus itself (it scrolls sideways)', async () => {
    renderBar('reduce');
    await userEvent.tab();
    expect(screen.getByRole('list')).toHaveFocus();
  });

  it('under reduced motion, a list of tappable titles leaves the focus to them', async () => {
    renderBar('reduce', { onSelect: () => undefined });
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Deposit bonus +1% every day' })).toHaveFocus();
  });

  it('calls onSelect with the tapped title', async () => {
    const onSelect = vi.fn();
    renderBar('no-preference', { onSelect });
    await userEvent.click(screen.getByRole('button', { name: 'System maintenance on Sunday 02:00' }));
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });

  it("shows the 'no announcement' text when there are none, and nothing moves", () => {
    renderBar('no-preference', { items: [] });
    expect(screen.getByText('No announcement')).toBeInTheDocument();
    expect(track()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('starts moving when the titles arrive after the first render (the home loads them)', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    const view = renderBar('no-preference', { items: [] });
    expect(track()).toBeNull();
    view.rerender(
      <KitProvider motion="no-preference">
        <Marquee label="Announcements" emptyText="No announcement" items={items} />
      </KitProvider>,
    );
    expect(track()).toHaveAttribute('data-running');
  });
});
