import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@lobby/ui-kit';
import { dialogOnItsWay, LazyConfirmDialog } from './lazyDialogs.tsx';

describe('the frame dialogs loaded on first open', () => {
  it('render nothing until first asked for', () => {
    const { container } = render(
      <KitProvider>
        <LazyConfirmDialog open={false} title="Sign out?" text="You will be signed out." onSubmit={() => undefined} />
      </KitProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  // The home's login popups wait while this mark is there (LoginPopups.tsx): a popup that opened in
  // the moment before the sign-out question's first frame took the Escape meant for the question.
  it('mark the page as having a dialog on its way until the dialog is there', async () => {
    render(
      <KitProvider>
        <LazyConfirmDialog open title="Sign out?" text="You will be signed out." onSubmit={() => undefined} />
      </KitProvider>,
    );
    expect(document.querySelector(dialogOnItsWay)).not.toBeNull();
    expect(await screen.findByRole('alertdialog', { name: 'Sign out?' })).toBeVisible();
    expect(document.querySelector(dialogOnItsWay)).toBeNull();
  });
});
