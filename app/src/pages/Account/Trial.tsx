import { PageFrame } from '../../features/shared/layout.tsx';
import { TrialView } from '../../features/member/Trial.tsx';

/** Route 'trail' (spec 2). */
export default function TrialPage() {
  return (
    <PageFrame>
      <TrialView />
    </PageFrame>
  );
}
