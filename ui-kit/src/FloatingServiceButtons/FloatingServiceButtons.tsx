import type { ReactNode } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { ChatIcon, FacebookIcon, TelegramIcon } from '../icons/icons.tsx';
import { Action, Stack } from './FloatingServiceButtons.styles.ts';

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
 * The floating customer-service buttons of spec 2, stacked at the end side above the footer:
 * only the links the app passes (decrypted service links) show; each opens in a new tab.
 */
export function FloatingServiceButtons({
  telegram,
  telegram2,
  facebook,
  liveChat,
  telegramLabels,
}: FloatingServiceButtonsProps) {
  const labels = useLabels();
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
  return (
    <nav aria-label={labels.serviceButtons}>
      <Stack>
        {items.map((item) => (
          <li key={item.key}>
            <Action href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
              {item.icon}
            </Action>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
