import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@lobby/contract';
import { KitProvider } from '@lobby/ui-kit';
import { AgentNotices } from './Outreach.tsx';

// A planted notice: what default DOMPurify keeps (inline styles, a form with a button, a link that
// keeps window.opener) and the app's one policy for server HTML (features/shared/SafeHtml.tsx) does not.
const content =
  '<p style="position:fixed;inset:0">Bonus</p><form action="https://evil.example/"><button>Claim</button></form><a href="https://example.com/terms">Terms</a>';

vi.mock('../../state/hooks.ts', () => ({
  useRequireSession: () => ({
    token: 't',
    merchantCode: 'LOBBY',
    userName: 'demo_agent',
    type: 1,
    firstTimeLogin: false,
  }),
  useToast: () => ({ show: () => undefined, dismiss: () => undefined }),
}));

vi.mock('../../api/client.ts', () => ({
  call: vi.fn((name: string) =>
    Promise.resolve(
      name === 'announcements'
        ? {
            list: [
              {
                id: 1,
                title: 'Planted',
                content,
                startTime: '2026-01-01T00:00:00.000Z',
                read: true,
              } as Partial<Announcement>,
            ],
            footer: { unreadCount: 0 },
          }
        : { unreadCount: 0 },
    ),
  ),
}));

describe('AgentNotices', () => {
  it('renders a notice through the app policy for server HTML, not default DOMPurify', async () => {
    render(
      <KitProvider>
        <AgentNotices />
      </KitProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Planted/ }));
    const body = document.getElementById('notice-1');
    expect(body).not.toBeNull();
    expect(body!).toHaveTextContent('Bonus');
    expect(body!.querySelector('[style], form, button')).toBeNull();
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
