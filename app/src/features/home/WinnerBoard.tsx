/**
 * docs/product/constants.md#page-sizes, docs/product/home-and-games.md#winner-board winner board on the kit's WinnerBoard: recent winners (game icon, customer name, game
 * name, win amount), highest first, 20 at most, with a play-now button that launches the game; it
 * scrolls by itself when there are more than 3 (with a pause; still under reduced motion).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SkeletonList, WinnerBoard as KitWinnerBoard } from '@lobby/ui-kit';
import { useLaunch } from '../games/useLaunch.ts';
import { useWinnerEntries } from '../games/useWinners.ts';
import { dialClearance } from './serviceDial.ts';
import { winnerCardPadding } from './winnerSlot.ts';
import { theme } from '@lobby/tokens';

/** The card keeps the dial's column clear at its end (serviceDial.ts): each row's play button would pass beneath it. */
const Card = styled.div`
  padding: ${winnerCardPadding};
  padding-inline-end: max(${winnerCardPadding}, ${dialClearance});
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
`;

export default function WinnerBoard() {
  const { t } = useTranslation('home');
  const launch = useLaunch();
  const { data, entries } = useWinnerEntries();

  if (data !== undefined && data.length === 0) return null;
  return (
    <Card data-testid="winner-board">
      {data === undefined ? (
        <SkeletonList rows={3} />
      ) : (
        <KitWinnerBoard
          entries={entries}
          title={t('winners.title')}
          playLabel={t('winners.playNow')}
          onPlay={(e) => {
            const w = data.find((x, i) => `${x.vo.nodeId}-${i}` === e.id);
            if (w) launch({ kind: 'winner', winner: w.vo });
          }}
        />
      )}
    </Card>
  );
}
