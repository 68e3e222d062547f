import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Lobby/HotMatchCard',
  component: HotMatchCard,
  args: { match: matches[0]!, onPlay: fn(), playLabel: 'Bet now >>' },
  render: (args) => (
    <StoryFrame>
      <HotMatchCard {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof HotMatchCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithLogos: Story = {};
export const NoLogos: Story = { args: { match: matches[2]! } };
export const PlayButton: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /bet now/i }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.match);
    await expect(within(canvasElement).getByText('11/22 19:30')).toBeInTheDocument();
  },
};
export const LongNames: Story = {
  args: {
    match: {
      ...matches[1]!,
      league: 'UEFA Champions League Qualifying Round Second Leg',
      homeTeam: 'Borussia Mönchengladbach',
      awayTeam: 'Wolverhampton Wanderers',
    },
  },
};
export const List: Story = {
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={matches} onPlay={args.onPlay} playLabel={args.playLabel} aria-label="Hot matches" />
    </StoryFrame>
  ),
};
export const ListEmpty: Story = {
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={[]} onPlay={args.onPlay} playLabel={args.playLabel} />
    </StoryFrame>
  ),
};
export const ListOne: Story = {
  render: (args) => (
    <StoryFrame>
      <HotMatchList matches={matches.slice(0, 1)} onPlay={args.onPlay} playLabel={args.playLabel} />
    </StoryFrame>
  ),
};
export const RightToLeft: Story = { args: { playLabel: 'راهن الآن' }, globals: { direction: 'rtl' } };
