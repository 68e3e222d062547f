/** /m/lottery (spec 2): lotteries and recent Vietnamese results (LotteryView). */
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';
import { LotteryView } from '../../features/games/LotteryView.tsx';

preloadNamespaces('games');

export default function LotteryPage() {
  return (
    <PageSuspense>
      <LotteryView variant="lottery" />
    </PageSuspense>
  );
}
