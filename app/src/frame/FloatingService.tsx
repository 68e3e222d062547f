/**
 * spec 2 floating service buttons: two Telegram positions, Facebook, live chat. Links come decoded
 * from the common store (spec 9); a missing link hides its button.
 * TODO(kit FloatingServiceButtons): switch when ui-kit exports it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecoilValue } from 'recoil';
import styled from 'styled-components';
import type { ServiceLinkType } from '@lobby/contract';
import { serviceLinksState } from '../state/common.ts';
import { ChatIcon, FacebookIcon, TelegramIcon } from './icons.tsx';

const Aside = styled.aside`
  display: contents;
`;
const Stack = styled.ul`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  bottom: calc(${({ theme }) => theme.footer.height} + ${({ theme }) => theme.space.xl});
  z-index: ${({ theme }) => theme.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Fab = styled.a`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.accent};
  font-size: ${({ theme }) => theme.size.icon};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const order: { type: ServiceLinkType; icon: ReactNode; key: string }[] = [
  { type: 'TELEGRAM1', icon: <TelegramIcon />, key: 'shell.service.telegram' },
  { type: 'TELEGRAM2', icon: <TelegramIcon />, key: 'shell.service.telegram' },
  { type: 'FACEBOOK', icon: <FacebookIcon />, key: 'shell.service.facebook' },
  { type: 'LIVECHAT', icon: <ChatIcon />, key: 'shell.service.liveChat' },
];

export function FloatingService() {
  const { t } = useTranslation('common');
  const links = useRecoilValue(serviceLinksState);
  const shown = order.filter((o) => links[o.type]);
  if (shown.length === 0) return null;
  return (
    <Aside aria-label={t('auth.buttons.customerService')}>
      <Stack data-testid="floating-service">
        {shown.map((o) => (
          <li key={o.type}>
            <Fab
              href={links[o.type]}
              target="_blank"
              rel="noopener noreferrer"
              // Two Telegram positions need two names: 'Telegram 1', 'Telegram 2'.
              aria-label={o.type.startsWith('TELEGRAM') ? `${t(o.key)} ${o.type.slice(-1)}` : t(o.key)}
            >
              {o.icon}
            </Fab>
          </li>
        ))}
      </Stack>
    </Aside>
  );
}
