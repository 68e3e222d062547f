/**
 * spec 2, 9 winner board: recent winners (game icon, customer name, game name, win amount) with a
 * play-now button that launches the game; it moves on by itself when there are more than 3
 * entries, else it shows them still. One row moves at a time, so a finger never chases a button.
 * TODO(kit): WinnerBoard — switch when the kit part lands.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readDurationMs } from '@lobby/tokens';
import { usePageVisible, useReducedMotion } from '@lobby/ui-kit';
import { useLaunch } from '../../features/games/useLaunch.ts';
import { useWinners } from '../../features/games/useWinners.ts';
import { formatMoney } from '../../i18n/index.ts';

/** spec 9: three rows are visible; more than that scrolls. */
const visibleRows = 3;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: calc(${({ theme }) => theme.size.touch} + ${({ theme }) => theme.space.xs});
  animation: row-in ${({ theme }) => theme.motion.duration.slide} ${({ theme }) => theme.motion.easing.standard};
  @keyframes row-in {
    from {
      opacity: 0;
      transform: translateY(50%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  img {
    width: ${({ theme }) => theme.size.touch};
    height: ${({ theme }) => theme.size.touch};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
const Who = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  span {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  b {
    color: ${({ theme }) => theme.color.fg.accent};
    font-variant-numeric: tabular-nums;
  }
`;
const PlayNow = styled.button`
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.button.primaryBg};
  color: ${({ theme }) => theme.button.primaryFg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;
const Toggle = styled.button`
  min-height: ${({ theme }) => theme.size.touch};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
`;

export default function WinnerBoard() {
  const { t } = useTranslation('home');
  const launch = useLaunch();
  const { data } = useWinners();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const list = data ?? [];
  const moving = list.length > visibleRows;

  useEffect(() => {
    if (!moving || paused || reduced || !visible) return;
    const id = setInterval(() => setStart((s) => (s + 1) % list.length), readDurationMs('autoplay') * 0.6);
    return () => clearInterval(id);
  }, [moving, paused, reduced, visible, list.length]);

  if (data !== undefined && list.length === 0) return null;
  const shown = moving
    ? Array.from({ length: visibleRows }, (_, i) => list[(start + i) % list.length]!)
    : list.slice(0, visibleRows);
  return (
    <Section aria-labelledby="winners-title" data-testid="winner-board">
      <Head>
        <h2 id="winners-title">{t('winners.title')}</h2>
        {moving && !reduced && (
          <Toggle type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? t('motion.play') : t('motion.pause')}
          </Toggle>
        )}
      </Head>
      <Rows aria-live="off">
        {shown.map((w, i) => (
          <Row key={`${start}-${i}-${w.vo.nodeId}`} data-testid="winner">
            <img src={w.vo.iconUrl} alt="" width={44} height={44} loading="lazy" />
            <Who>
              <span>
                {w.vo.customerName} {t('winners.won')}
              </span>
              <b>{formatMoney(w.vo.winAmount)}</b>
              <span>{w.vo.gameName}</span>
            </Who>
            <PlayNow
              type="button"
              aria-label={`${t('winners.playNow')}: ${w.vo.gameName}`}
              onClick={() => launch({ kind: 'winner', winner: w.vo })}
              data-node-id={w.vo.nodeId}
            >
              {t('winners.playNow')}
            </PlayNow>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
