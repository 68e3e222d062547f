import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeIcon, TelegramIcon } from './icons.tsx';

describe('icons', () => {
  it('are hidden from assistive tech by default', () => {
    const { container } = render(<HomeIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
  });

  it('become a named image with a label', () => {
    render(<TelegramIcon label="Telegram" />);
    const img = screen.getByRole('img', { name: 'Telegram' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('size from tokens or 1em', () => {
    const { container, rerender } = render(<HomeIcon />);
    expect(container.querySelector('svg')?.style.width).toBe('1em');
    rerender(<HomeIcon size="md" />);
    expect(container.querySelector('svg')?.style.width).toBe('var(--size-icon)');
  });
});
