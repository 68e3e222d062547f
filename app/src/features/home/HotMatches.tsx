/**
 * docs/product/home-and-games.md#hot-match: the hot-match ticker (the kit's vertical Carousel of upcoming matches: start time
 * MM/DD HH:mm, home and away names and logos; loop with 5000 ms autoplay and 500 ms speed when more
 * than one, a pause button, still under reduced motion) and the hot-match modal (the kit's Modal and
 * HotMatchList: league, teams, images, start time, VS; the Modal's code loads when it first opens).
 * A match or its play button (in_bet >>) launches that match's game.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HotMatch } from '@lobby/contract';
import { Carousel, HotMatchList } from '@lobby/ui-kit';
import type { HotMatch as KitHotMatch } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { useLaunch } from '../games/useLaunch.ts';
import { useLoad } from '../shared/useLoad.ts';
import { formatDateTime, useLanguageCode } from '../../i18n/index.ts';
import { useHydrated } from '../../state/atomHooks.ts';
import { theme } from '@lobby/tokens';
import { Art } from '../shared/art.tsx';
import { LazyModal } from '../../frame/lazyDialogs.tsx';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: calc(${theme.size.touch} + ${theme.space.lg});
  padding: 0 ${theme.space.sm} 0 ${theme.space.md};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.sm};
`;
const Tag = styled.button`
  flex: none;
  min-height: ${theme.size.icon};
  padding: ${theme.space.xxs} ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.bg.danger};
  color: ${theme.button.dangerFg};
  font: inherit;
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
`;
const Ticker = styled.div`
  flex: 1;
  min-width: 0;
`;
/*
 * One match: the teams between their crests, the start time under the names. On one line the time
 * and a long tag (Vietnamese "Trận đấu hot") left a 375 px phone one letter of the names ("A…").
 */
const Line = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-content: center;
  align-items: center;
  column-gap: ${theme.space.xs};
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: ${theme.font.lineHeight.tight};
  text-align: start;
  cursor: pointer;
  /* The crests take the columns either side, in their order (a picture's img is the grid's item). */
  img {
    grid-row: 1 / span 2;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  b {
    grid-row: 1;
    grid-column: 2;
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
const Time = styled.span`
  grid-column: 2;
  grid-row: 2;
  /* Its line is kept while the time is still the server's empty one: nothing moves when it comes. */
  min-height: calc(${theme.font.size.xs} * ${theme.font.lineHeight.tight});
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const keyOf = (m: HotMatch) => `${m.roomId}-${m.matchTime}`;

/**
 * A match's start time, in the phone's own time zone: none in the server's HTML (it cannot know
 * the zone). A part of its own: the switch from the server's render to the browser's renders these
 * few characters again, not the whole ticker and its slider.
 */
function MatchTime({ time }: { time: HotMatch['matchTime'] }) {
  return <Time>{useHydrated() ? formatDateTime(time) : null}</Time>;
}

export default function HotMatches() {
  const { t } = useTranslation(['home', 'common']);
  const launch = useLaunch();
  // In the server's HTML (docs/decisions/web-server-rendering.md): title, teams, logos; the start
  // times follow once hydrated, in the phone's own time zone (the server cannot know it).
  const language = useLanguageCode();
  const { data } = useLoad((signal) => call('hotMatches', { signal }), [], {
    firstScreenKey: `hotMatches:${language}`,
  });
  const [open, setOpen] = useState(false);
  // The kit's Carousel renders the match in view and the next first, the rest when idle.
  const matches = useMemo(() => data ?? [], [data]);
  const kitMatches = useMemo<KitHotMatch[]>(
    () =>
      matches.map((m) => ({
        id: keyOf(m),
        matchTime: m.matchTime,
        league: m.league,
        homeTeam: m.homeTeam,
        awayTeam: m.awayTeam,
        homeTeamImageUrl: m.homeTeamImageUrl,
        awayTeamImageUrl: m.awayTeamImageUrl,
      })),
    [matches],
  );

  if (data !== undefined && matches.length === 0) return null;
  const play = (k: KitHotMatch) => {
    const m = matches.find((x) => keyOf(x) === k.id);
    if (m) launch({ kind: 'hotMatch', match: m });
  };

  return (
    <Bar data-testid="hot-matches">
      <Tag type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="hot-match-open">
        {t('hotMatch.title')}
      </Tag>
      <Ticker data-testid="hot-match-ticker">
        <Carousel
          items={matches}
          getKey={keyOf}
          label={t('hotMatch.title')}
          orientation="vertical"
          renderItem={(m) => (
            <Line type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
              <Art src={m.homeTeamImageUrl} alt="" width={24} height={24} />
              <b>
                {m.homeTeam} {t('hotMatch.vs')} {m.awayTeam}
              </b>
              <Art src={m.awayTeamImageUrl} alt="" width={24} height={24} />
              <MatchTime time={m.matchTime} />
            </Line>
          )}
        />
      </Ticker>
      <LazyModal open={open} onOpenChange={setOpen} title={t('hotMatch.modalTitle')}>
        <HotMatchList
          matches={kitMatches}
          onPlay={play}
          playLabel={t('common:auth.messages.in_bet')}
          versusLabel={t('hotMatch.vs')}
          aria-label={t('hotMatch.title')}
        />
      </LazyModal>
    </Bar>
  );
}
