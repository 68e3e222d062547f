/**
 * spec 3, 4, 9 login popups: members see group A (plus F on first login), guests group B; the
 * state lives under SHELL_PU_A / SHELL_PU_B; closing stores show=false; a changed set of notices
 * shows again; the list is looked at 500 ms after mount or change. A paged list with previous and
 * next (disabled at the ends, hidden with one notice) and a close button; content is sanitised
 * HTML. TODO(kit): PopupPager — switch when the kit part lands.
 */
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@lobby/ui-kit';
import { Sheet } from '../../features/home/Sheet.tsx';
import { closedStored, nextStored, parseStored, popupStorageKey, popupsFor } from '../../features/home/popupRules.ts';
import type { PopupViewer, StoredPopups } from '../../features/home/popupRules.ts';
import { useOpenLink } from '../../state/hooks.ts';
import { readStored, writeStored } from '../../state/storage.ts';

const Body = styled.div`
  min-height: calc(${({ theme }) => theme.size.touch} * 2);
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.md};
  button.arrow {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.size.touch};
    height: ${({ theme }) => theme.size.touch};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.size.iconSm};
    cursor: pointer;
  }
  button.arrow:disabled {
    opacity: 0.4;
    cursor: default;
  }
  span {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;
const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

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
  const [index, setIndex] = useState(0);

  // spec 9: the popup list is looked at 500 ms after mount or change.
  useEffect(() => {
    const id = setTimeout(() => {
      const next = nextStored(readStored('local', key, (raw) => parseStored(raw) ?? undefined) ?? null, popups);
      writeStored('local', key, JSON.stringify(next));
      setStored(next);
      setIndex(0);
    }, readDurationMs('popup-refresh'));
    return () => clearTimeout(id);
  }, [key, popups]);

  const close = () => {
    if (!stored) return;
    const closed = closedStored(stored);
    writeStored('local', key, JSON.stringify(closed));
    setStored(closed);
  };

  const open = stored !== null && stored.show && popups.length > 0;
  const current = popups[Math.min(index, popups.length - 1)];
  const html = useMemo(() => (current ? DOMPurify.sanitize(current.content) : ''), [current]);
  if (!open || !current) return null;
  return (
    <Sheet open title={current.title} closeLabel={t('popup.close')} onClose={close} testId="login-popup">
      <Body dangerouslySetInnerHTML={{ __html: html }} />
      {current.link && (
        <Actions>
          <Button
            block
            onClick={() => {
              close();
              openLink(current.link);
            }}
          >
            {t('popup.go')}
          </Button>
        </Actions>
      )}
      {popups.length > 1 && (
        <Pager>
          <button
            className="arrow"
            type="button"
            aria-label={t('popup.previous')}
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <span aria-live="polite">{t('popup.page', { n: index + 1, total: popups.length })}</span>
          <button
            className="arrow"
            type="button"
            aria-label={t('popup.next')}
            disabled={index === popups.length - 1}
            onClick={() => setIndex((i) => i + 1)}
          >
            <ChevronRightIcon />
          </button>
        </Pager>
      )}
    </Sheet>
  );
}
