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

  it('scrolls the active tab into view', () => {
    const spy = vi.fn();
    Element.prototype.scrollIntoView = spy;
    render(
      <KitProvider>
        <CategoryMenu categories={cats} value="LIVE" onValueChange={() => undefined} />
      </KitProvider>,
    );
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ inline: 'center', block: 'nearest' }));
    expect(spy.mock.contexts[0]).toBe(screen.getByRole('tab', { name: 'LIVE' }));
  });
});
