import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { ChatIcon, CloseIcon, FacebookIcon, TelegramIcon } from '../icons/icons.tsx';
import { Action, Dial, Stack, Toggle } from './FloatingServiceButtons.styles.ts';

export interface FloatingServiceButtonsProps {
  /** The first Telegram link (customer service). */
  telegram?: string;
  /** The second Telegram position (e.g. the channel). */
  telegram2?: string;
  /** The Facebook page. */
  facebook?: string;
  /** The live chat link. */
  liveChat?: string;
  /** Names of the two Telegram buttons when the kit's 'Telegram' is not enough. */
  telegramLabels?: [string, string];
}

/**
 * The floating customer-service buttons of docs/product/screens-and-routes.md#floating-service at the end side above the footer: only the links
 * the app passes (decrypted service links) show; each opens in a new tab. With more than one link
 * they fold behind one toggle (a speed dial), so four fixed buttons never cover the page's own
 * buttons (the winner board's 'Play now' sat under them). Escape or a tap elsewhere folds them.
 */
export function FloatingServiceButtons({
  telegram,
  telegram2,
  facebook,
  liveChat,
  telegramLabels,
}: FloatingServiceButtonsProps) {
  const labels = useLabels();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const items: Array<{ key: string; href: string; label: string; icon: ReactNode }> = [];
  if (telegram)
    items.push({ key: 'tg1', href: telegram, label: telegramLabels?.[0] ?? labels.telegram, icon: <TelegramIcon /> });
  if (telegram2)
    items.push({
      key: 'tg2',
      href: telegram2,
      label: telegramLabels?.[1] ?? `${labels.telegram} 2`,
      icon: <TelegramIcon />,
    });
  if (facebook) items.push({ key: 'fb', href: facebook, label: labels.facebook, icon: <FacebookIcon /> });
  if (liveChat) items.push({ key: 'chat', href: liveChat, label: labels.liveChat, icon: <ChatIcon /> });
  if (items.length === 0) return null;
  const links = items.map((item) => (
    <li key={item.key}>
      <Action href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
        {item.icon}
      </Action>
    </li>
  ));
  if (items.length === 1)
    return (
      <nav aria-label={labels.serviceButtons}>
        <Stack>{links}</Stack>
      </nav>
    );
  return (
    <nav aria-label={labels.serviceButtons} ref={root}>
      <Stack>
        {open && (
          <li>
            <Dial id={listId} data-still="">
              {links}
            </Dial>
          </li>
        )}
        <li>
          <Toggle
            ref={toggle}
            type="button"
            aria-label={labels.serviceButtons}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon /> : <ChatIcon />}
          </Toggle>
        </li>
      </Stack>
    </nav>
  );
}
