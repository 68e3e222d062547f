/**
 * The lottery screens (docs/product/home-and-games.md#lottery, docs/product/calls.md#games): /m/lottery (lotteries of the prize mode), /m/moreLottery (every
 * lottery by menu), /m/startLottery (popular first). Each lists lotteries to launch and the recent
 * Vietnamese results. Launching follows the docs/product/calls.md#launch rules (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Lottery } from '@lobby/contract';
import { EmptyState, SkeletonGrid, SkeletonList } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { formatDateTime } from '../../i18n/index.ts';
import { prizeModeOf } from './launchRules.ts';
import type { PrizeMode } from './launchRules.ts';
import { useLaunch } from './useLaunch.ts';
import { useLoad } from '../shared/useLoad.ts';
import { useVendorConfig } from './useVendorConfig.ts';
import { PageSuspense, preloadNamespaces } from './PageSuspense.tsx';
import { gamesPage, tileButton, tileList } from './parts.styles.ts';
import { theme } from '@lobby/tokens';
import { useVendorConfigValue } from '../../state/atomHooks.ts';
import { Art } from '../shared/art.tsx';

export type LotteryVariant = 'lottery' | 'more' | 'start';

const Page = styled.div`
  ${gamesPage}
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
`;
const Cards = styled.ul`
  ${tileList}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
`;
const Card = styled.button`
  ${tileButton}
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: calc(${theme.size.touch} * 1.5);
  border: 0;
  text-align: start;
  img {
    width: ${theme.size.touch};
    height: ${theme.size.touch};
    border-radius: ${theme.radius.md};
  }
  span {
    display: grid;
    min-width: 0;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  small {
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
  }
`;
const Results = styled.ul`
  ${tileList}
  gap: ${theme.space.xs};
  li {
    padding: ${theme.space.sm};
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg.surface};
    font-size: ${theme.font.size.sm};
  }
  p {
    margin: 0;
    display: flex;
    justify-content: space-between;
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
  }
`;
const Balls = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin-top: ${theme.space.xxs};
  b {
    display: grid;
    place-items: center;
    min-width: ${theme.space.xl};
    height: ${theme.space.xl};
    padding: 0 ${theme.space.xxs};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-size: ${theme.font.size.xs};
  }
`;
const More = styled(Link)`
  justify-self: start;
  color: ${theme.color.fg.link};
  min-height: ${theme.size.touch};
  display: inline-flex;
  align-items: center;
`;

function useLotteries(variant: LotteryVariant, prizeMode: string) {
  return useLoad(
    async (signal): Promise<Lottery[]> => {
      if (variant === 'start') {
        const [popular, all] = await Promise.all([
          call('lotteryPopular', { signal }),
          call('lotteryGames', { signal, query: { prizeMode } }),
        ]);
        const seen = new Set(popular.list.map((l) => l.gameCode));
        return [...popular.list, ...all.list.filter((l) => !seen.has(l.gameCode))];
      }
      if (variant === 'more') {
        const [lott, elott] = await Promise.all([
          call('lotteryGames', { signal, query: { prizeMode: 'LOTT' } }),
          call('lotteryGames', { signal, query: { prizeMode: 'ELOTT' } }),
        ]);
        return [...lott.list, ...elott.list];
      }
      return (await call('lotteryGames', { signal, query: { prizeMode } })).list;
    },
    [variant, prizeMode],
  );
}

export function LotteryView({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation('games');
  useVendorConfig();
  const prizeMode = prizeModeOf(useVendorConfigValue());
  const launch = useLaunch(variant === 'more' ? 'moreLottery' : 'lottery');
  const lotteries = useLotteries(variant, prizeMode);
  const results = useLoad((signal) => call('vnOpened', { signal }).then((v) => v.list.slice(0, 10)), []);
  const title = variant === 'more' ? t('lottery.more') : variant === 'start' ? t('lottery.start') : t('lottery.title');
  return (
    <Page data-testid={`lottery-${variant}`}>
      <h2>{title}</h2>
      <section aria-labelledby="lotteries-title">
        <h3 id="lotteries-title">{variant === 'start' ? t('lottery.popular') : t('lottery.all')}</h3>
        {lotteries.error ? (
          <ErrorState onRetry={lotteries.reload} headingLevel="h2" />
        ) : !lotteries.data ? (
          <SkeletonGrid count={6} withTitle={false} />
        ) : lotteries.data.length === 0 ? (
          <EmptyState />
        ) : (
          <Cards>
            {lotteries.data.map((l) => (
              <li key={`${l.vassalage}-${l.gameCode}`}>
                <Card
                  type="button"
                  data-testid="lottery-card"
                  onClick={() =>
                    launch({
                      kind: 'lottery',
                      vendor: l.vassalage,
                      gameCode: l.gameCode,
                      prizeMode: l.prizeMode as PrizeMode,
                    })
                  }
                >
                  <Art src={l.iconUrl} alt="" width={44} height={44} loading="lazy" />
                  <span>
                    {l.gameName}
                    <small>{t('lottery.every', { minutes: l.drawIntervalMinutes })}</small>
                  </span>
                </Card>
              </li>
            ))}
          </Cards>
        )}
      </section>
      {variant !== 'more' && <More to="/m/moreLottery">{t('lottery.more')}</More>}
      <section aria-labelledby="results-title">
        <h3 id="results-title">{t('lottery.results')}</h3>
        {results.error ? (
          <ErrorState onRetry={results.reload} headingLevel="h2" />
        ) : !results.data ? (
          <SkeletonList rows={3} avatar={false} />
        ) : results.data.length === 0 ? (
          <EmptyState />
        ) : (
          <Results data-testid="vn-results">
            {results.data.map((r) => (
              <li key={`${r.gameCode}-${r.drawNo}`}>
                <p>
                  <span>{r.gameName}</span>
                  <span>
                    {t('lottery.draw', { no: r.drawNo })} · {formatDateTime(r.drawTime)}
                  </span>
                </p>
                <Balls role="img" aria-label={r.numbers.join(', ')}>
                  {r.numbers.slice(0, 8).map((n, i) => (
                    <b key={i} aria-hidden="true">
                      {n}
                    </b>
                  ))}
                </Balls>
              </li>
            ))}
          </Results>
        )}
      </section>
    </Page>
  );
}

preloadNamespaces('games');

/** /m/lottery (docs/product/home-and-games.md#lottery). */
export function LotteryPage() {
  return (
    <PageSuspense>
      <LotteryView variant="lottery" />
    </PageSuspense>
  );
}

/** /m/moreLottery (docs/product/home-and-games.md#lottery). */
export function MoreLotteryPage() {
  return (
    <PageSuspense>
      <LotteryView variant="more" />
    </PageSuspense>
  );
}

/** /m/startLottery (docs/product/home-and-games.md#lottery). */
export function StartLotteryPage() {
  return (
    <PageSuspense>
      <LotteryView variant="start" />
    </PageSuspense>
  );
}
