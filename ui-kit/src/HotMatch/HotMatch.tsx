import { useId } from 'react';
import { useKit } from '../provider/KitProvider.tsx';
import { localDigits } from '../provider/numbers.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import {
  Card,
  CardLink,
  Head,
  League,
  ListWrap,
  PlayRow,
  Team,
  TeamName,
  Teams,
  Time,
  Versus,
} from './HotMatch.styles.ts';

/** docs/product/data.md#games: a hot match (the launch fields stay with the app). */
export interface HotMatch {
  /** A stable key, e.g. roomId. */
  id: string;
  /** Kick-off; a Date, an ISO string or epoch ms. */
  matchTime: Date | string | number;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** Team logos: local or data: URLs. */
  homeTeamImageUrl?: string;
  awayTeamImageUrl?: string;
}

const two = (n: number) => String(n).padStart(2, '0');
/**
 * docs/product/constants.md#timings: match time shown MM/DD HH:mm, in the phone's time zone and in
 * the locale's digits ('fa': ۰۱/۰۵ ۰۷:۰۳), as the page's other numbers are.
 */
export function formatMatchTime(t: HotMatch['matchTime'], locale = 'en'): string {
  const d = t instanceof Date ? t : new Date(t);
  if (Number.isNaN(d.getTime())) return '';
  return localDigits(
    `${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`,
    locale,
  );
}

export interface HotMatchCardProps {
  match: HotMatch;
  /** Launches the match's game; fired by the card and by its play button (docs/product/home-and-games.md#hot-match). */
  onPlay: (match: HotMatch) => void;
  /** The play button's text (docs/product/home-and-games.md#hot-match: 'in_bet >>'). */
  playLabel: string;
  /** The word between the teams. @default 'VS' */
  versusLabel?: string;
}

function Logo({ src }: { src?: string }) {
  return src ? <img src={src} alt="" /> : <span aria-hidden="true" />;
}

/** One upcoming match: league, time, teams with logos, 'VS' and a play button. */
export function HotMatchCard({ match, onPlay, playLabel, versusLabel = 'VS' }: HotMatchCardProps) {
  const titleId = useId();
  const { locale } = useKit();
  const d = match.matchTime instanceof Date ? match.matchTime : new Date(match.matchTime);
  return (
    <Card aria-labelledby={titleId}>
      {/* the stretched hit area repeats the play action for taps anywhere; hidden from AT */}
      <CardLink type="button" tabIndex={-1} aria-hidden="true" onClick={() => onPlay(match)} />
      <Head>
        <League id={titleId}>{match.league}</League>
        {/* left to right in a right-to-left page too: the date stays before the time */}
        <Time dir="ltr" dateTime={Number.isNaN(d.getTime()) ? undefined : d.toISOString()}>
          {formatMatchTime(match.matchTime, locale)}
        </Time>
      </Head>
      <Teams>
        <Team>
          <Logo src={match.homeTeamImageUrl} />
          <TeamName>{match.homeTeam}</TeamName>
        </Team>
        <Versus>{versusLabel}</Versus>
        <Team>
          <Logo src={match.awayTeamImageUrl} />
          <TeamName>{match.awayTeam}</TeamName>
        </Team>
      </Teams>
      <PlayRow>
        <Button
          size="sm"
          onClick={() => onPlay(match)}
          aria-label={`${playLabel} ${match.homeTeam} ${versusLabel} ${match.awayTeam}`}
        >
          {playLabel}
        </Button>
      </PlayRow>
    </Card>
  );
}

export interface HotMatchListProps extends Omit<HotMatchCardProps, 'match'> {
  /** The matches, in order. */
  matches: ReadonlyArray<HotMatch>;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/** The hot-match modal's list (docs/product/screens-and-routes.md#empty-and-error-views); 'no data' when empty. */
export function HotMatchList({ matches, 'aria-label': ariaLabel, ...card }: HotMatchListProps) {
  if (matches.length === 0) return <EmptyState />;
  return (
    <ListWrap aria-label={ariaLabel}>
      {matches.map((m) => (
        <li key={m.id}>
          <HotMatchCard match={m} {...card} />
        </li>
      ))}
    </ListWrap>
  );
}
