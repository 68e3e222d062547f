import { PageFrame } from '../../features/shared/layout.tsx';
import { Activities } from '../../features/member/Rewards.tsx';

/** Route 'activity' (spec 2). */
export default function ActivityPage() {
  return (
    <PageFrame>
      <Activities />
    </PageFrame>
  );
}
