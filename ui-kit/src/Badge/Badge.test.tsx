import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Badge, UnreadDot } from './Badge.tsx';

const wrap = (ui: React.ReactElement) => render(<KitProvider>{ui}</KitProvider>);

describe('Badge', () => {
  it('renders nothing for 0 and negative counts (docs/product/screens-and-routes.md#footer-menu: badge only above 0)', () => {
    const { container } = wrap(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    wrap(<Badge count={-2} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps at max', () => {
    wrap(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('shows text and exposes the label', () => {
    wrap(<Badge text="+1%" label="One percent deposit bonus" />);
    expect(screen.getByRole('img', { name: 'One percent deposit bonus' })).toHaveTextContent('+1%');
  });

  it('reads a figure left to right in a right-to-left page, words in the page direction', () => {
    render(
      <KitProvider dir="rtl">
        <Badge text="+1%" />
        <Badge count={150} />
        <Badge text="جديد" />
      </KitProvider>,
    );
    expect(screen.getByText('+1%')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('99+')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('جديد')).not.toHaveAttribute('dir');
  });

  it("writes a count in the language's digits", () => {
    render(
      <KitProvider locale="my">
        <Badge count={2} />
        <Badge count={150} />
      </KitProvider>,
    );
    expect(screen.getByText('၂')).toBeInTheDocument();
    expect(screen.getByText('၉၉+')).toBeInTheDocument();
  });

  it('UnreadDot shows only above 0', () => {
    const { rerender } = wrap(<UnreadDot count={0} label="Unread" />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(
      <KitProvider>
        <UnreadDot count={1} label="Unread" />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });
});
