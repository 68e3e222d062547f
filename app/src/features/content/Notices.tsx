/**
 * Announcements (/m/notice; agents ?types=A) and the message center (/m/webEmail, /m/message):
 * expandable items with sanitised HTML; opening one marks it read and lowers the unread count that
 * feeds the header's red dot (docs/product/screens-and-routes.md#header).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ChevronDownIcon, UnreadDot, SegmentedTabs, ownDirection } from '@lobby/ui-kit';
import type { InboxMessage } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime } from '../../i18n/index.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import {
  Grow,
  List,
  Loadable,
  Muted,
  Row,
  Screen,
  errorTextOf,
  framed,
  rowButton,
  surface,
} from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import { theme } from '@lobby/tokens';
import { gated } from '../shared/GatedPage.tsx';
import { useSetUnreadMessages } from '../../state/atomHooks.ts';
import { sessionKey } from '../../state/session.ts';

const Item = styled.li`
  ${surface}
  overflow: hidden;
  /* Scrolled into view (the notice tapped in the home's bar): below the sticky header, not under it. */
  scroll-margin-top: calc(${theme.header.height} + env(safe-area-inset-top) + ${theme.space.sm});
`;
const Head = styled.button`
  ${rowButton}
  gap: ${theme.space.sm};
  background: none;
`;
/** A notice's or a message's title: the platform's text, in its own direction. */
const Title = styled.strong`
  ${ownDirection}
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md} ${theme.space.md};
`;
const Turn = styled.span<{ $open: boolean }>`
  display: inline-grid;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${theme.motion.duration.fast};
  color: ${theme.color.fg.muted};
`;

interface Entry {
  id: number;
  title: string;
  content: string;
  at: string;
  read: boolean;
}

interface ExpandableProps {
  entry: Entry;
  onOpen: () => void;
  extra?: React.ReactNode;
  /** Open from the start and scrolled into view: the announcement tapped in the home's notice bar. */
  focused?: boolean;
}

function Expandable({ entry, onOpen, extra, focused = false }: ExpandableProps) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(focused);
  const ref = useRef<HTMLLIElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!focused || opened.current) return;
    opened.current = true;
    ref.current?.scrollIntoView({ block: 'start' });
    if (!entry.read) onOpen();
  }, [focused, entry.read, onOpen]);
  return (
    <Item data-testid="notice-item" ref={ref}>
      <Head
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (!open && !entry.read) onOpen();
        }}
      >
        {!entry.read && <UnreadDot count={1} label={t('notice.unread')} />}
        <Grow>
          <Title>{entry.title}</Title>
          <Muted>{formatDateTime(entry.at)}</Muted>
        </Grow>
        <Turn $open={open}>
          <ChevronDownIcon />
        </Turn>
      </Head>
      {open && (
        <Body>
          <SafeHtml html={entry.content} />
          {extra}
        </Body>
      )}
    </Item>
  );
}

/** The list's own announcements, with the one asked for by id (a headline, say) first. */
function withFocusedFirst<A extends { id: number; type: string }>(list: readonly A[], focusedId: number): A[] {
  const focused = list.filter((a) => a.id === focusedId);
  return [...focused, ...list.filter((a) => a.id !== focusedId && a.type !== 'H')];
}

export function NoticeList() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const { session } = useSession();
  // ?id=<announcement>: the home's notice bar opens the tapped announcement, not just the list. The
  // bar scrolls the headlines (type H), which the list (PL) does not hold: that one comes first.
  const focusedId = Number(params.get('id')) || 0;
  const types = params.get('types') === 'A' ? 'A' : focusedId ? 'PL,H' : 'PL';
  const { state, reload, setData } = useLoad(
    (signal) => call('announcements', { query: { types, platform: 'M' }, signal }),
    [types, sessionKey(session)],
  );
  return (
    <Screen data-testid="notice-page">
      <Loadable state={state} onRetry={reload} isEmpty={(v) => v.list.length === 0} emptyTitle={t('notice.empty')}>
        {(v) => (
          <List>
            {withFocusedFirst(v.list, focusedId).map((a) => (
              <Expandable
                key={a.id}
                entry={{ id: a.id, title: a.title, content: a.content, at: a.startTime, read: a.read || !session }}
                focused={a.id === focusedId}
                onOpen={() => {
                  if (!session) return;
                  call('announcementRead', { body: { id: a.id } }).then(
                    () =>
                      setData((d) => ({ ...d, list: d.list.map((x) => (x.id === a.id ? { ...x, read: true } : x)) })),
                    () => undefined,
                  );
                }}
              />
            ))}
          </List>
        )}
      </Loadable>
    </Screen>
  );
}

export function Inbox() {
  const { t } = useTranslation('content');
  const toast = useToast();
  const setUnread = useSetUnreadMessages();
  const [page, setPage] = useState(1);
  const { state, reload, setData } = useLoad(
    (signal) => call('inbox', { query: { pageNo: page, pageSize: 20 }, signal }),
    [page],
  );
  const markRead = (m: InboxMessage) =>
    call('inboxRead', { body: { id: m.id } }).then(
      (r) => {
        setUnread(r.unread);
        setData((d) => ({ ...d, content: d.content.map((x) => (x.id === m.id ? { ...x, read: true } : x)) }));
      },
      () => undefined,
    );
  const remove = (m: InboxMessage) =>
    call('inboxDelete', { query: { id: m.id } }).then(
      () => {
        toast.show(t('inbox.deleted'), { kind: 'success' });
        reload();
        call('inboxUnread').then(setUnread, () => undefined);
      },
      (err: unknown) => toast.show(errorTextOf(err), { kind: 'error' }),
    );
  return (
    <Loadable state={state} onRetry={reload} isEmpty={(v) => v.content.length === 0} emptyTitle={t('inbox.empty')}>
      {(v) => (
        <>
          <List data-testid="inbox-list">
            {v.content.map((m) => (
              <Expandable
                key={m.id}
                entry={{ id: m.id, title: m.title, content: m.content, at: m.createdAt, read: m.read }}
                onOpen={() => void markRead(m)}
                extra={
                  <Button size="sm" variant="ghost" onClick={() => void remove(m)}>
                    {t('inbox.delete')}
                  </Button>
                }
              />
            ))}
          </List>
          {v.totalPages > 1 && (
            <Row>
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('inbox.prev')}
              </Button>
              <Muted>{t('inbox.pageOf', { page: v.pageNum, pages: v.totalPages })}</Muted>
              <Button size="sm" variant="secondary" disabled={page >= v.totalPages} onClick={() => setPage(page + 1)}>
                {t('inbox.next')}
              </Button>
            </Row>
          )}
        </>
      )}
    </Loadable>
  );
}

/** /m/message: the inbox alone. */
export function MessageList() {
  return (
    <Screen data-testid="message-page">
      <Inbox />
    </Screen>
  );
}

/** /m/webEmail: the message center, inbox and announcements side by side. */
export function MessageCenter() {
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<'inbox' | 'notice'>('inbox');
  return (
    <Screen data-testid="message-center">
      <SegmentedTabs
        aria-label={t('inbox.center')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'inbox', label: t('inbox.tab'), content: <Inbox /> },
          { value: 'notice', label: t('notice.tab'), content: <NoticeList /> },
        ]}
      />
    </Screen>
  );
}

/** Route 'notice' (docs/product/screens-and-routes.md#route-list). */
export const NoticePage = framed(NoticeList);

/** Route 'message' (docs/product/member.md#messages). */
export const MessagePage = gated(MessageList);

/** Route 'webEmail' (docs/product/member.md#messages). */
export const WebEmailPage = gated(MessageCenter);
