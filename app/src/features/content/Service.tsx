/**
 * /m/service (docs/product/constants.md#service-links, docs/product/screens-and-routes.md#route-list): the customer-service links, decoded from their path strings with the
 * contract's decodeServiceLink (the last 8 characters are the key); http links open outside.
 * /m/useragreement: the user agreement text (the platform has no endpoint for it; it is ours).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatIcon, ChevronRightIcon, FacebookIcon, TelegramIcon } from '@lobby/ui-kit';
import type { IconComponent } from '@lobby/ui-kit';
import { decodeServiceLink } from '@lobby/contract';
import type { ServiceLink, ServiceLinkType } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { useOpenLink } from '../../state/hooks.ts';
import { Card, CardTitle, List, Loadable, Muted, Screen, framed, rowButton, surface } from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { theme } from '@lobby/tokens';

const icons: Record<ServiceLinkType, IconComponent> = {
  TELEGRAM1: TelegramIcon,
  TELEGRAM2: TelegramIcon,
  FACEBOOK: FacebookIcon,
  LIVECHAT: ChatIcon,
};

/** Decoded links, in the server's order; an entry that does not decode is left out. */
export function decodeServiceLinks(list: ServiceLink[]): { type: ServiceLinkType; url: string }[] {
  const out: { type: ServiceLinkType; url: string }[] = [];
  for (const l of list) {
    try {
      const url = decodeServiceLink(l.path);
      if (url) out.push({ type: l.type, url });
    } catch {
      // a broken entry hides its button
    }
  }
  return out;
}

const Entry = styled.button`
  ${rowButton}
  gap: ${theme.space.md};
  ${surface}
  & > span {
    flex: 1;
  }
`;
const Icon = styled.span`
  flex: none !important;
  color: ${theme.color.fg.accent};
`;

export function ServiceView() {
  const { t } = useTranslation('content');
  const open = useOpenLink();
  const { state, reload } = useLoad(async (signal) => decodeServiceLinks(await call('serviceLinks', { signal })), []);
  return (
    <Screen data-testid="service-page">
      <Card>
        <CardTitle>{t('service.title')}</CardTitle>
        <Muted>{t('service.body')}</Muted>
      </Card>
      <Loadable state={state} onRetry={reload} isEmpty={(l) => l.length === 0} emptyTitle={t('service.empty')}>
        {(links) => (
          <List>
            {links.map((l) => {
              const I = icons[l.type];
              return (
                <li key={l.type}>
                  <Entry type="button" onClick={() => open(l.url)} data-testid={`service-${l.type}`} data-url={l.url}>
                    <Icon>
                      <I size="md" />
                    </Icon>
                    <span>{t(`service.${l.type}`)}</span>
                    <ChevronRightIcon />
                  </Entry>
                </li>
              );
            })}
          </List>
        )}
      </Loadable>
    </Screen>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  & p {
    margin: 0;
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.normal};
  }
`;
const agreementSections = ['age', 'account', 'funds', 'fair', 'privacy', 'changes'] as const;

export function UserAgreementView() {
  const { t } = useTranslation('content');
  return (
    <Screen data-testid="user-agreement">
      <Card>
        {agreementSections.map((s) => (
          <Section key={s}>
            <h2>{t(`agreement.${s}.title`)}</h2>
            <p>{t(`agreement.${s}.body`)}</p>
          </Section>
        ))}
      </Card>
    </Screen>
  );
}

/** Route 'service' (docs/product/screens-and-routes.md#route-list). */
export const ServicePage = framed(ServiceView);

/** Route 'useragreement' (docs/product/screens-and-routes.md#route-list). */
export const UserAgreementPage = framed(UserAgreementView);
