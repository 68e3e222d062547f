import { MemberCenter } from '../../features/member/MemberCenter.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/mine: the member center (spec 2). */
export default function MinePage() {
  return (
    <PageFrame>
      <MemberCenter />
    </PageFrame>
  );
}
