/**
 * spec 2: the notice bar: a marquee of announcement titles, or 'no announcement'; tapping opens
 * /m/notice. The marquee pauses on a button (WCAG 2.2.2) and stands still with reduced motion.
 * TODO(kit): NoticeBar / Marquee — switch when the kit parts land.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { SpeakerIcon } from '@lobby/ui-kit';

/** Seconds of scrolling per character of text: a calm reading pace. */
const secondsPerChar = 0.12;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Speaker = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.fg.accent};
  font-size: ${({ theme }) => theme.size.iconSm};
`;
const Track = styled(Link)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
`;
const Moving = styled.span<{ $paused: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxl};
  padding-inline-end: ${({ theme }) => theme.space.xxl};
  animation: ${scroll} linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  span + span::before {
    content: '';
  }
`;
const Pause = styled.button`
  flex: none;
  height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
`;

export interface NoticeBarProps {
  titles: string[] | null;
  emptyText: string;
}

export function NoticeBar({ titles, emptyText }: NoticeBarProps) {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);
  const list = titles && titles.length > 0 ? titles : null;
  const text = list ? list.join('   ') : '';
  return (
    <Bar data-testid="notice-bar">
      <Speaker aria-hidden="true">
        <SpeakerIcon />
      </Speaker>
      <Track to="/m/notice" aria-label={`${t('notice.open')}: ${list ? list.join('; ') : emptyText}`}>
        {list ? (
          <Moving $paused={paused} style={{ animationDuration: `${Math.max(10, text.length * secondsPerChar)}s` }}>
            {/* Two copies make the loop seamless; the second is hidden from assistive tech. */}
            <span>{text}</span>
            <span aria-hidden="true">{text}</span>
          </Moving>
        ) : (
          <span>{titles === null ? '' : emptyText}</span>
        )}
      </Track>
      {list && (
        <Pause type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? t('motion.play') : t('motion.pause')}
        </Pause>
      )}
    </Bar>
  );
}
