import { PageFrame } from '../../features/member/layout.tsx';
import { LeaderBoardView } from '../../features/member/Extras.tsx';

/** Route 'leaderBoard' (spec 2). */
export default function LeaderBoardPage() {
  return (
    <PageFrame>
      <LeaderBoardView />
    </PageFrame>
  );
}
