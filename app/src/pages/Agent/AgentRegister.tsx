import { OpenAccount } from '../../features/agent/Outreach.tsx';
import { AgentFrame } from '../../features/agent/ui.tsx';

/** /m/agentRegister: agent open account — invitation code and sign-up links (issue 10). */
export default function AgentRegisterPage() {
  return (
    <AgentFrame>
      <OpenAccount />
    </AgentFrame>
  );
}
