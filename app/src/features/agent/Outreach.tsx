/**
 * Agent open account (/m/agentRegister) and agent announcements (/m/member/notice?types=A).
 * Open account: the server has no call that creates a member for an agent, so the page gives the
 * agent what makes new sign-ups join the team: the invitation code and sign-up links (copy/share).
 * Announcements: type A, groupName m_home (docs/product/calls.md#content); opening one marks it read; HTML goes
 * through SafeHtml (the kit's sanitizeHtml, the one policy for server HTML).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ChevronDownIcon } from '@lobby/ui-kit';
import type { Announcement } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatInteger } from '../../i18n/index.ts';
import { useRequireSession, useToast } from '../../state/hooks.ts';
import { Card, CardTitle, Loadable, Muted, Num, Row, Screen, Stat, StatGrid, framed } from '../shared/layout.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { theme } from '@lobby/tokens';

const Code = styled.output`
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.1em;
  color: ${theme.color.fg.accent};
`;
const Link = styled.code`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.sm};
`;

export function OpenAccount() {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const toast = useToast();
  const { state, reload } = useLoad((signal) => call('affiliateUrls', { signal }), [], { enabled: session !== null });
  if (!session) return null;
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => toast.show(t('register.copied'), { kind: 'success' }),
      () => undefined,
    );
  return (
    <Screen data-testid="agent-register">
      <Muted>{t('register.intro')}</Muted>
      <Loadable state={state} onRetry={reload}>
        {(v) => (
          <>
            <Card aria-labelledby="reg-code">
              <CardTitle id="reg-code">{t('register.code')}</CardTitle>
              <Row>
                <Code aria-labelledby="reg-code" data-testid="affiliate-code">
                  {v.affiliateCode}
                </Code>
                <Button size="sm" variant="secondary" onClick={() => copy(v.affiliateCode)}>
                  {t('register.copy')}
                </Button>
              </Row>
              <StatGrid>
                <Stat label={t('register.invited')} value={formatInteger(v.invitedCount)} />
              </StatGrid>
            </Card>
            <Card aria-labelledby="reg-links">
              <CardTitle id="reg-links">{t('register.links')}</CardTitle>
              {v.urls.map((url) => (
                <Row key={url}>
                  <Link>{url}</Link>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => copy(url)}
                    aria-label={`${t('register.copy')} ${url}`}
                  >
                    {t('register.copy')}
                  </Button>
                </Row>
              ))}
            </Card>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

const Item = styled.li`
  list-style: none;
  button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    min-height: ${theme.size.touch};
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;
const Dot = styled.span`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.badge.bg};
  color: ${theme.badge.fg};
  font-size: ${theme.font.size.xs};
`;
const Items = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export function AgentNotices() {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const [open, setOpen] = useState<number | null>(null);
  const { state, reload, setData } = useLoad(
    () => call('announcements', { query: { types: 'A', groupName: 'm_home', merchantCode: session?.merchantCode } }),
    [session?.merchantCode],
    { enabled: session !== null },
  );
  if (!session) return null;
  const toggle = (a: Announcement) => {
    setOpen((cur) => (cur === a.id ? null : a.id));
    if (!a.read)
      call('announcementRead', { body: { id: a.id } }).then(
        (r) =>
          setData((data) => ({
            list: data.list.map((x) => (x.id === a.id ? { ...x, read: true } : x)),
            footer: { unreadCount: r.unreadCount },
          })),
        () => undefined,
      );
  };
  return (
    <Screen data-testid="agent-notices">
      <Loadable state={state} onRetry={reload} isEmpty={(v) => v.list.length === 0}>
        {(v) => (
          <Items>
            {v.list.map((a) => (
              <Item key={a.id}>
                <Card>
                  <button
                    type="button"
                    aria-expanded={open === a.id}
                    aria-controls={`notice-${a.id}`}
                    onClick={() => toggle(a)}
                  >
                    <span>
                      <h2>{a.title}</h2>
                      <Muted>
                        <Num>{formatDateTime(a.startTime)}</Num>
                      </Muted>
                    </span>
                    {!a.read && <Dot>{t('notice.unread')}</Dot>}
                    <ChevronDownIcon />
                  </button>
                  {open === a.id && <SafeHtml id={`notice-${a.id}`} html={a.content} />}
                </Card>
              </Item>
            ))}
          </Items>
        )}
      </Loadable>
    </Screen>
  );
}

/** /m/member/notice?types=A: agent announcements (issue 10). */
export const AgentNoticePage = framed(AgentNotices);

/** /m/agentRegister: agent open account — invitation code and sign-up links (issue 10). */
export const AgentRegisterPage = framed(OpenAccount);
