import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/notice: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function AgentNoticePage() {
  return <ComingSoon routeId="memberNotice" />;
}
