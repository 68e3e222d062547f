/**
 * docs/product/states.md#popup, docs/product/data.md#popup-notices login popups: members see group A (plus F on first login), guests group B; the
 * state lives under SHELL_PU_A / SHELL_PU_B; closing stores show=false; a changed set of notices
 * shows again; the list is looked at 500 ms after mount or change. The kit's PopupPager pages the
 * notices (previous/next disabled at the ends, hidden with one notice), sanitises their HTML,
 * traps focus and animates out before it hides.
 */
import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { PopupPager } from '@lobby/ui-kit';
import type { PopupNotice, PopupPagerProps } from '@lobby/ui-kit';
import { dialogOnItsWay } from '../../frame/lazyDialogs.tsx';
import { KitWords } from '../shared/KitWords.tsx';
import { closedStored, nextStored, parseStored, popupStorageKey, popupsFor } from './popupRules.ts';
import type { PopupViewer, StoredPopups } from './popupRules.ts';
import { useOpenLink } from '../../state/hooks.ts';
import { readStored, writeStored } from '../../state/storage.ts';

/**
 * Something the player opened: a dialog (the kit's dialogs are Radix dialogs: role and data-state),
 * a menu (the kit's PopupMenu renders its list only while open), or a dialog still loading its code.
 * A popup over an open menu, or over the moment between the menu's "Sign out" and its confirmation's
 * first frame, took the Escape meant for that confirmation.
 */
const testId = 'login-popup';
const openDialog = [
  `[role="dialog"][data-state="open"]:not([data-testid="${testId}"])`,
  '[role="alertdialog"][data-state="open"]',
  '[role="menu"]',
  dialogOnItsWay,
].join(', ');
const playerDialogUp = () => document.querySelector(openDialog) !== null;
// Read when this component renders, not watched: see `yielding` below.
const noSubscription = () => () => {};

export interface LoginPopupsProps {
  list: Announcement[];
  viewer: PopupViewer;
}

export default function LoginPopups({ list, viewer }: LoginPopupsProps) {
  const { t } = useTranslation('home');
  const openLink = useOpenLink();
  const popups = useMemo(() => popupsFor(list, viewer), [list, viewer]);
  const key = popupStorageKey(viewer);
  const [stored, setStored] = useState<StoredPopups | null>(null);
  // A new look at the list starts again at its first notice.
  const [round, setRound] = useState(0);
  // The look below finds no dialog, but the popup renders in a transition, in slices: a tap between
  // the look and the popup's first frame (the download bar's "Download") opened the player's dialog
  // first, and the popup then opened over it and hid it. Read as a store, the answer is asked again
  // when that render ends (React renders again, at once, when a store's answer changed meanwhile),
  // so the popup holds back and looks again later.
  const yielding = useSyncExternalStore(noSubscription, playerDialogUp, () => false);
  const [again, setAgain] = useState(0);
  const held = stored !== null && stored.show && yielding;
  useEffect(() => {
    if (!held) return undefined;
    const id = setTimeout(() => setAgain((n) => n + 1), readDurationMs('popup-refresh'));
    return () => clearTimeout(id);
  }, [held, again]);

  // docs/product/constants.md#timings: the popup list is looked at 500 ms after mount or change;
  // while a dialog or menu the player opened is up (the download choice, say), again 500 ms later
  // (docs/product/home-and-games.md#popup-notices).
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const look = () => {
      if (playerDialogUp()) {
        id = setTimeout(look, readDurationMs('popup-refresh'));
        return;
      }
      const next = nextStored(readStored('local', key, (raw) => parseStored(raw) ?? undefined) ?? null, popups);
      writeStored('local', key, JSON.stringify(next));
      // A low-priority render: the dialog, its pager and its sanitised notices render in slices the
      // page can answer a tap between, not in one long task on a page that has just come up.
      startTransition(() => {
        setStored(next);
        setRound((r) => r + 1);
      });
    };
    id = setTimeout(look, readDurationMs('popup-refresh'));
    return () => clearTimeout(id);
  }, [key, popups]);

  const notices = useMemo<PopupNotice[]>(
    () => popups.map((p, i) => ({ id: `${p.id}-${i}`, title: p.title, html: p.content })),
    [popups],
  );
  const labels = useMemo(
    () => ({ close: t('popup.close'), previous: t('popup.previous'), next: t('popup.next'), pageOf: '{0} / {1}' }),
    [t],
  );

  // docs/product/states.md#popup: closing stores show=false for this viewer's type.
  const close = () => {
    if (!stored) return;
    const closed = closedStored(stored);
    writeStored('local', key, JSON.stringify(closed));
    setStored(closed);
  };

  // docs/product/home-and-games.md#popup-notices: the go-to action opens the notice's link (e.g. /m/rewardCenter); shown when notices have links.
  const action: PopupPagerProps['action'] = popups.some((p) => p.link)
    ? {
        label: t('popup.go'),
        onSelect: (_notice, index) => {
          const link = popups[index]?.link;
          close();
          openLink(link ?? '/m/rewardCenter');
        },
      }
    : undefined;

  if (stored === null) return null;
  return (
    <KitWords labels={labels}>
      <PopupPager
        key={round}
        notices={notices}
        open={stored.show && notices.length > 0 && !yielding}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        action={action}
        testId={testId}
      />
    </KitWords>
  );
}
