import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setHydratingPage, useHydrated } from './useHydrated.ts';

/** Writes each answer it renders with, so a test sees the first one as well as the last. */
function Probe({ seen, watched = true }: { seen: boolean[]; watched?: boolean }) {
  const hydrated = useHydrated(watched);
  seen.push(hydrated);
  return <p data-testid="probe">{hydrated ? 'browser' : 'server'}</p>;
}

async function hydrateServerMarkup(seen: boolean[], watched = true) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} watched={watched} />);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} watched={watched} />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

// hydrateRoot is React's own root here (Testing Library's render is not): act() flushes its work.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  setHydratingPage(false);
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is true from the first render on a page the browser renders itself', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('browser');
    expect(seen.every(Boolean)).toBe(true);
  });

  it.each([
    ['while the app is taking over its page', true],
    ['when the page is already up', false],
  ])('hydrates as the server rendered (false), then turns true, %s', async (_when, takingOver) => {
    setHydratingPage(takingOver);
    const seen: boolean[] = [];
    const { container, errors } = await hydrateServerMarkup(seen);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
  });

  it('starts false for a part the browser mounts itself while the app is still taking over its page', async () => {
    setHydratingPage(true);
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('browser')).toBeInTheDocument();
  });

  it('stays false where the part does not watch it', async () => {
    setHydratingPage(true);
    const seen: boolean[] = [];
    const { container } = await hydrateServerMarkup(seen, false);
    expect(container.textContent).toBe('server');
    expect(seen.some(Boolean)).toBe(false);
  });
});
