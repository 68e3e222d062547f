import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { NoticeBar } from './NoticeBar.tsx';

describe('NoticeBar', () => {
  it("names the region and says 'No announcement' when empty", () => {
    render(
      <KitProvider motion="reduce">
        <NoticeBar items={[]} end={<a href="/m/message">Messages</a>} />
      </KitProvider>,
    );
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('No announcement');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows the titles', () => {
    render(
      <KitProvider motion="reduce">
        <NoticeBar items={[{ id: 1, title: 'Maintenance tonight' }]} />
      </KitProvider>,
    );
    expect(screen.getAllByText('Maintenance tonight').length).toBeGreaterThan(0);
  });
});
