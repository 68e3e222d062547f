/** /m/maintenance (docs/product/screens-and-routes.md#start-up-outcomes): the maintenance page; the gate sends the app here when the server reports maintenance. */
import { useNavigate } from 'react-router-dom';
import { homePath } from '../../routes/paths.ts';
import { MaintenanceView } from '../../frame/Outcomes.tsx';
import { useRecheckStatus, useSystemStatus } from '../../state/atomHooks.ts';

export default function MaintenancePage() {
  const status = useSystemStatus();
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
