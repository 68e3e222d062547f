import { MemberCenter } from '../../features/member/MemberCenter.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/member/home: the same member center as /m/mine (spec 2 route list). */
export default function MemberHomePage() {
  return (
    <PageFrame>
      <MemberCenter />
    </PageFrame>
  );
}
