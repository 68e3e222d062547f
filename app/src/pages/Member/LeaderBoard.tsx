import { PageFrame } from '../../features/shared/layout.tsx';
import { LeaderBoardView } from '../../features/member/Extras.tsx';

/** Route 'leaderBoard' (spec 2). */
export default function LeaderBoardPage() {
  return (
    <PageFrame>
      <LeaderBoardView />
    </PageFrame>
  );
}
