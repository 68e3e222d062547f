import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { Button } from './Button.tsx';
import { setHydratingPage } from '../hooks/useHydrated.ts';

describe('Button', () => {
  it('calls onClick once per press', async () => {
    const onClick = vi.fn();
    render(
      <KitProvider>
        <Button onClick={onClick}>Deposit</Button>
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <KitProvider>
        <Button loading onClick={onClick}>
          Log in
        </Button>
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(
      <KitProvider>
        <Button>Go</Button>
      </KitProvider>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  // A tap or Enter before hydration would submit the form natively: a GET with what was typed in
  // the address, a password included.
  it('a server-rendered submit button is disabled until hydrated, then enabled, looking the same', async () => {
    const page = (
      <KitProvider>
        <form>
          <input name="password" defaultValue="secret" />
          <Button type="submit">Log in</Button>
          <Button>Help</Button>
        </form>
      </KitProvider>
    );
    const html = renderToString(page);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-hydrating="true"/);
    expect(html).not.toMatch(/<button type="button"[^>]*disabled/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const submit = container.querySelector('button[type=submit]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(submit.disabled).toBe(false);
    expect(submit).not.toHaveAttribute('data-hydrating');
    container.remove();
  });

  it('hydration renders a plain button once; only a submit button is rendered again', async () => {
    const commits = async (type: 'button' | 'submit') => {
      const onRender = vi.fn();
      const page = (
        <KitProvider>
          <Profiler id="button" onRender={onRender}>
            <Button type={type}>Go</Button>
          </Profiler>
        </KitProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      await act(async () => {
        hydrateRoot(container, page);
      });
      container.remove();
      return onRender.mock.calls.map((call) => call[1] as string);
    };
    expect(await commits('button')).toEqual(['mount']);
    expect(await commits('submit')).toEqual(['mount', 'update']);
    // While the app is still taking over its page, the submit button turns in a low-priority render: once too.
    setHydratingPage(true);
    try {
      expect(await commits('button')).toEqual(['mount']);
      expect(await commits('submit')).toEqual(['mount', 'update']);
    } finally {
      setHydratingPage(false);
    }
  });

  it('a submit button rendered in the browser is enabled from the start', () => {
    render(
      <KitProvider>
        <Button type="submit">Log in</Button>
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
