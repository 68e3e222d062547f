import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/home: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function MemberHomePage() {
  return <ComingSoon routeId="memberHome" />;
}
