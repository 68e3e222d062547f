import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.tsx';

// The policy itself is the kit's (ui-kit/src/PopupPager/PopupPager.test.tsx); this checks that the
// app's pages render server HTML only through it.
describe('SafeHtml', () => {
  it('renders the text, without scripts, event handlers or javascript: links', () => {
    render(
      <SafeHtml
        testId="article"
        html={
          '<p>Play safe</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">click</a>'
        }
      />,
    );
    const box = screen.getByTestId('article');
    expect(box).toHaveTextContent('Play safe');
    expect(box).toHaveTextContent('click');
    expect(box.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('opens outside links in a new tab without an opener', () => {
    render(<SafeHtml testId="article" html={'<a href="https://example.com">x</a>'} />);
    const link = screen.getByRole('link', { name: 'x' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
