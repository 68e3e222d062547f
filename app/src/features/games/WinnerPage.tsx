/** /m/winnerPage (docs/product/constants.md#page-sizes, docs/product/home-and-games.md#winner-board): the winner leaderboard, highest win first, 20 entries, play now launches. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, SkeletonList, WinnerBoard } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { PageSuspense, preloadNamespaces } from './PageSuspense.tsx';
import { useLaunch } from './useLaunch.ts';
import { useWinnerEntries } from './useWinners.ts';
import { theme } from '@lobby/tokens';

preloadNamespaces('games');

const Page = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  > h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
    color: ${theme.color.fg.accent};
  }
`;

function WinnerContent() {
  const { t } = useTranslation('games');
  const launch = useLaunch('winnerPage');
  const { data, entries, error, reload } = useWinnerEntries();
  // The whole leaderboard at once (no self-scrolling box on its own page), highest win first.
  return (
    <Page data-testid="winner-page">
      {error ? (
        <>
          <h2>{t('winner.title')}</h2>
          <ErrorState onRetry={reload} headingLevel="h2" />
        </>
      ) : !data ? (
        <>
          <h2>{t('winner.title')}</h2>
          <SkeletonList rows={6} />
        </>
      ) : data.length === 0 ? (
        <>
          <h2>{t('winner.title')}</h2>
          <EmptyState />
        </>
      ) : (
        <WinnerBoard
          entries={entries}
          title={t('winner.title')}
          playLabel={t('winner.playNow')}
          autoScrollAbove={entries.length}
          visibleRows={entries.length}
          onPlay={(e) => {
            const w = data.find((x, i) => `${x.vo.nodeId}-${i}` === e.id);
            if (w) launch({ kind: 'winner', winner: w.vo });
          }}
        />
      )}
    </Page>
  );
}

export default function WinnerPage() {
  return (
    <PageSuspense>
      <WinnerContent />
    </PageSuspense>
  );
}
