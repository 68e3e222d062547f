/** /m/winnerPage (spec 2, 4, 9): the winner leaderboard, highest win first, 20 entries, play now launches. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';
import { Skeleton } from '../../features/games/Skeleton.tsx';
import { useLaunch } from '../../features/games/useLaunch.ts';
import { useWinners } from '../../features/games/useWinners.ts';
import { formatMoney } from '../../i18n/index.ts';

preloadNamespaces('games');

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space.xl} auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  > b:first-child {
    text-align: center;
    color: ${({ theme }) => theme.color.fg.accent};
    font-variant-numeric: tabular-nums;
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
  small {
    color: ${({ theme }) => theme.color.fg.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  strong {
    color: ${({ theme }) => theme.color.fg.accent};
    font-variant-numeric: tabular-nums;
  }
`;
const Play = styled.button`
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

function WinnerContent() {
  const { t } = useTranslation('games');
  const launch = useLaunch('winnerPage');
  const { data, error, reload } = useWinners();
  return (
    <Page data-testid="winner-page">
      <h2>{t('winner.title')}</h2>
      {error ? (
        <ErrorState onRetry={reload} headingLevel="h2" />
      ) : !data ? (
        <Skeleton rows={6} />
      ) : data.length === 0 ? (
        <EmptyState />
      ) : (
        <List>
          {data.map((w, i) => (
            <Row key={`${w.vo.nodeId}-${i}`} data-testid="winner-row">
              <b aria-label={t('winner.rank', { n: i + 1 })}>{i + 1}</b>
              <img src={w.vo.iconUrl} alt="" width={44} height={44} loading={i < 8 ? 'eager' : 'lazy'} />
              <Who>
                <span>{w.vo.customerName}</span>
                <strong data-testid="win-amount">{formatMoney(w.vo.winAmount)}</strong>
                <small>{w.vo.gameName}</small>
              </Who>
              <Play
                type="button"
                aria-label={`${t('winner.playNow')}: ${w.vo.gameName}`}
                onClick={() => launch({ kind: 'winner', winner: w.vo })}
              >
                {t('winner.playNow')}
              </Play>
            </Row>
          ))}
        </List>
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
