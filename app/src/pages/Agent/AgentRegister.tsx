import { OpenAccount } from '../../features/agent/Outreach.tsx';
import { PageFrame } from '../../features/shared/layout.tsx';

/** /m/agentRegister: agent open account — invitation code and sign-up links (issue 10). */
export default function AgentRegisterPage() {
  return (
    <PageFrame>
      <OpenAccount />
    </PageFrame>
  );
}
