/** /m/maintenance (spec 2): the maintenance page; the gate sends the app here when the server reports maintenance. */
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { homePath } from '../../routes/paths.ts';
import { systemStatusState } from '../../state/system.ts';
import { useRecheckStatus } from '../../frame/StartupGate.tsx';
import { MaintenanceView } from '../../frame/Outcomes.tsx';

export default function MaintenancePage() {
  const status = useRecoilValue(systemStatusState);
  const recheck = useRecheckStatus();
  const navigate = useNavigate();
  return (
    <MaintenanceView
      message={status?.message}
      until={status?.maintenanceUntil}
      onRetry={() => {
        void recheck().then((outcome) => {
          if (outcome === 'normal') navigate(homePath, { replace: true });
        });
      }}
    />
  );
}
