/** /m/startLottery (spec 2): lotteries and recent Vietnamese results (LotteryView). */
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';
import { LotteryView } from '../../features/games/LotteryView.tsx';

preloadNamespaces('games');

export default function StartLotteryPage() {
  return (
    <PageSuspense>
      <LotteryView variant="start" />
    </PageSuspense>
  );
}
