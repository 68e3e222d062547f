import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/agentRegister: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function AgentRegisterPage() {
  return <ComingSoon routeId="agentRegister" />;
}
