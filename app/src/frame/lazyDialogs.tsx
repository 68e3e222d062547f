/**
 * The frame's dialogs, loaded the first time they open. The frame always renders the logout
 * question and the download popup, and with eager imports the dialog code (Radix Dialog, focus
 * scope, scroll lock, the kit's Modal: ~14 KB gzip) rode in the entry chunk that every first paint
 * waits for (issue 11 part 4). Once loaded a dialog stays mounted, so closing still animates and
 * focus returns the way the kit does it.
 */
import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import type { ConfirmDialogProps, DownloadPopupProps, ModalProps } from '@lobby/ui-kit';

const parts = () => import('./dialogParts.ts');

/**
 * Matches a dialog that has been asked for and whose code is still on its way: between a tap (the
 * menu's "Sign out", say) and the dialog's first frame, the page shows no dialog, and something that
 * waits for the player's dialogs to close (the home's login popups) would open over it.
 */
export const dialogOnItsWay = '[data-dialog-loading]';

/**
 * A component that renders nothing until its `open` prop is first true, then the lazy part. For a
 * page's own dialog too (the game list's filter panel), so its code stays out of the page's first load.
 */
export function onFirstOpen<P extends { open?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  // lazy() types its result for ref-forwarding components; these parts take plain props.
  const Part = lazy(load) as unknown as ComponentType<P>;
  return function LazyOnOpen(props: P) {
    const [wanted, setWanted] = useState(Boolean(props.open));
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={<span hidden data-dialog-loading="" />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** The kit's ConfirmDialog, fetched on first open (same props; `open` is controlled). */
export const LazyConfirmDialog = onFirstOpen<ConfirmDialogProps>(() =>
  parts().then((m) => ({ default: m.ConfirmDialog })),
);

/** The kit's DownloadPopup, fetched on first open (same props; `open` is controlled). */
export const LazyDownloadPopup = onFirstOpen<DownloadPopupProps>(() =>
  parts().then((m) => ({ default: m.DownloadPopup })),
);

/**
 * The kit's Modal, fetched on first open (same props; `open` is controlled). The home's hot-match
 * list opens in one: imported eagerly, Radix's dialog code (13 KB gzip) was fetched and evaluated
 * before every home hydrated, for a dialog the player may never open.
 */
export const LazyModal = onFirstOpen<ModalProps>(() => parts().then((m) => ({ default: m.Modal })));
