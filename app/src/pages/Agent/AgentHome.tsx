import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/agent: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function AgentHomePage() {
  return <ComingSoon routeId="agent" />;
}
