/**
 * spec 2, 9: the hot-match ticker (a vertical carousel of upcoming matches: start time MM/DD HH:mm,
 * home and away names and logos; loop with 5000 ms autoplay when more than one) and the hot-match
 * modal (league, teams, images, start time, VS). A match or its play button (in_bet >>) launches
 * that match's game. TODO(kit): HotMatchCard / HotMatchList.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HotMatch } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { usePageVisible, useReducedMotion } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { useLaunch } from '../../features/games/useLaunch.ts';
import { useLoad } from '../../features/games/useLoad.ts';
import { Sheet } from '../../features/home/Sheet.tsx';
import { formatDateTime } from '../../i18n/index.ts';

const Ticker = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: calc(${({ theme }) => theme.size.touch} + ${({ theme }) => theme.space.lg});
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;
  overflow: hidden;
`;
const Tag = styled.span`
  flex: none;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.danger};
  color: ${({ theme }) => theme.button.dangerFg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;
  animation: tick-in ${({ theme }) => theme.motion.duration.slide} ${({ theme }) => theme.motion.easing.standard};
  @keyframes tick-in {
    from {
      transform: translateY(100%);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  img {
    width: ${({ theme }) => theme.size.iconSm};
    height: ${({ theme }) => theme.size.iconSm};
  }
  b {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Card = styled.li`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const League = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Team = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  img {
    width: calc(${({ theme }) => theme.size.touch} * 1.25);
    height: calc(${({ theme }) => theme.size.touch} * 1.25);
  }
`;
const Vs = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.accent};
`;
const Play = styled.button`
  grid-column: 1 / -1;
  justify-self: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.button.primaryBg};
  color: ${({ theme }) => theme.button.primaryFg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

export default function HotMatches() {
  const { t } = useTranslation(['home', 'common']);
  const launch = useLaunch();
  const { data } = useLoad((signal) => call('hotMatches', { signal }), []);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const matches = data ?? [];
  const count = matches.length;

  // spec 9: loop with 5000 ms autoplay when more than one match.
  useEffect(() => {
    if (count < 2 || reduced || !visible || open) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), readDurationMs('autoplay'));
    return () => clearInterval(id);
  }, [count, reduced, visible, open]);

  if (data !== undefined && count === 0) return null;
  const current: HotMatch | undefined = matches[index % Math.max(1, count)];
  const play = (m: HotMatch) => launch({ kind: 'hotMatch', match: m });

  return (
    <section aria-label={t('hotMatch.title')} data-testid="hot-matches">
      <Ticker type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="hot-match-open">
        <Tag>{t('hotMatch.title')}</Tag>
        {current && (
          <Line key={index} data-testid="hot-match-ticker">
            <img src={current.homeTeamImageUrl} alt="" width={24} height={24} />
            <b>
              {current.homeTeam} {t('hotMatch.vs')} {current.awayTeam}
            </b>
            <img src={current.awayTeamImageUrl} alt="" width={24} height={24} />
          </Line>
        )}
        {current && <Time>{formatDateTime(current.matchTime)}</Time>}
      </Ticker>
      <Sheet
        open={open}
        title={t('hotMatch.modalTitle')}
        closeLabel={t('hotMatch.close')}
        onClose={() => setOpen(false)}
        testId="hot-match-modal"
      >
        <List>
          {matches.map((m) => (
            <Card key={`${m.roomId}-${m.matchTime}`} data-testid="hot-match">
              <League>{m.league}</League>
              <Team type="button" onClick={() => play(m)}>
                <img src={m.homeTeamImageUrl} alt="" width={40} height={40} loading="lazy" />
                {m.homeTeam}
              </Team>
              <Vs>
                <span>{t('hotMatch.vs')}</span>
                <Time>{formatDateTime(m.matchTime)}</Time>
              </Vs>
              <Team type="button" onClick={() => play(m)}>
                <img src={m.awayTeamImageUrl} alt="" width={40} height={40} loading="lazy" />
                {m.awayTeam}
              </Team>
              <Play
                type="button"
                onClick={() => play(m)}
                aria-label={`${t('common:auth.messages.in_bet')} ${t('hotMatch.match', { home: m.homeTeam, away: m.awayTeam, time: formatDateTime(m.matchTime) })}`}
              >
                {t('common:auth.messages.in_bet')}
              </Play>
            </Card>
          ))}
        </List>
      </Sheet>
    </section>
  );
}
