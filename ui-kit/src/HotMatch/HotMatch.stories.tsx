import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { logo } from '../VendorStrip/logos.ts';
import { HotMatchCard, HotMatchList } from './HotMatch.tsx';
import type { HotMatch } from './HotMatch.tsx';

const crest = (t: string, c: string) => logo(t, c);
const matches: HotMatch[] = [
  {
    id: 'r1',
    matchTime: new Date(2026, 10, 22, 19, 30),
    league: 'Philippine Basketball League',
    homeTeam: 'Manila Stars',
    awayTeam: 'Cebu Waves',
    homeTeamImageUrl: crest('MS', '#1b4d8c'),
    awayTeamImageUrl: crest('CW', '#8a1c1c'),
  },
  {
    id: 'r2',
    matchTime: new Date(2026, 10, 23, 2, 5),
    league: 'English Premier League',
    homeTeam: 'Northside FC',
    awayTeam: 'Riverside United',
    homeTeamImageUrl: crest('NFC', '#0f6b4f'),
    awayTeamImageUrl: crest('RU', '#7a3fb0'),
  },
  {
    id: 'r3',
    matchTime: new Date(2026, 11, 1, 9, 0),
    league: 'Valorant Masters',
    homeTeam: 'Team Alpha',
    awayTeam: 'Omega Five',
  },
];

const meta = preview.meta({
  title: 'Lobby/HotMatchCard',
  component: HotMatchCard,
  args: { match: matches[0]!, onPlay: fn(), playLabel: 'Bet now >>' },
  render: (args) => (
    <StoryFrame>
      <HotMatchCard {...args} />
    </StoryFrame>
  ),
});

export const Playground = meta.story();
export const WithLogos = meta.story();
export const NoLogos = meta.story({ args: { match: matches[2]! } });
export const PlayButton = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /bet now/i }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.match);
    await expect(within(canvasElement).getByText('11/22 19:30')).toBeInTheDocument();
  },
});
export const LongNames = meta.story({
  args: {
    match: {
      ...matches[1]!,
      league: 'UEFA Champions League Qualifying Round Second Leg',
      homeTeam: 'Borussia Mönchengladbach',
      awayTeam: 'Wolverhampton Wanderers',
    },
  },
});
export const List = meta.story({
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={matches} onPlay={args.onPlay} playLabel={args.playLabel} aria-label="Hot matches" />
    </StoryFrame>
  ),
});
export const ListEmpty = meta.story({
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={[]} onPlay={args.onPlay} playLabel={args.playLabel} />
    </StoryFrame>
  ),
});
export const ListOne = meta.story({
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={matches.slice(0, 1)} onPlay={args.onPlay} playLabel={args.playLabel} />
    </StoryFrame>
  ),
});
export const RightToLeft = meta.story({ args: { playLabel: 'راهن الآن' }, globals: { direction: 'rtl' } });
