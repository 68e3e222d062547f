import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/member/team: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function TeamPage() {
  return <ComingSoon routeId="team" />;
}
