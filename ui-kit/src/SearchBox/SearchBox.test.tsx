import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { SearchBox } from './SearchBox.tsx';

function Controlled({ onSubmit }: { onSubmit: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <KitProvider>
      <SearchBox value={value} onChange={(e) => setValue(e.target.value)} onSubmit={onSubmit} />
    </KitProvider>
  );
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('SearchBox', { timeout: 30_000 }, () => {
  it('submits the trimmed text on Enter, inside a search landmark', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  fish {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('fish');
  });
});
