import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/teamRebate: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function TeamRebatePage() {
  return <ComingSoon routeId="teamRebate" />;
}
