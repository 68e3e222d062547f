import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { FloatingServiceButtons } from './FloatingServiceButtons.tsx';

describe('FloatingServiceButtons', () => {
  it('shows only the links given, each opening in a new tab', () => {
    render(
      <KitProvider>
        <FloatingServiceButtons telegram="https://t.me/a" telegram2="https://t.me/b" liveChat="https://c" />
      </KitProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Telegram', 'Telegram 2', 'Live chat']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing without links', () => {
    const { container } = render(
      <KitProvider>
        <FloatingServiceButtons />
      </KitProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
