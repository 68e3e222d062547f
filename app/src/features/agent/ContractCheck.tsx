/**
 * docs/product/states.md#agent-contracts contract check: for member types other than 4, 40, 41, 42, pending daily salary, dividend
 * or hourly salary requests raise an alert with Cancel or Go to the matching contract page.
 * One alert at a time, in the order salary, dividend, hourly; Cancel shows the next one.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isContractCheckType } from '@lobby/contract';
import type { ContractKind } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { ConfirmDialog } from '@lobby/ui-kit';
import { contractPath, pendingContracts } from './rules.ts';
import { sessionKey } from '../../state/session.ts';
import type { SessionInfo } from '../../state/session.ts';

/** The pending kinds for this session's type; empty (and no call at all) for unchecked types. */
export function usePendingContracts(session: SessionInfo | null): ContractKind[] {
  const [kinds, setKinds] = useState<ContractKind[]>([]);
  const type = session?.type;
  const token = sessionKey(session);
  useEffect(() => {
    setKinds([]);
    if (type === undefined || !token || !isContractCheckType(type)) return;
    let live = true;
    call('contractPending').then(
      (value) => {
        if (live) setKinds(pendingContracts(type, value));
      },
      // The check is a courtesy: a failure leaves the dashboard as it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type, token]);
  return kinds;
}

export function ContractAlert({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const kinds = usePendingContracts(session);
  const [dismissed, setDismissed] = useState(0);
  const kind = kinds[dismissed];
  if (!kind) return null;
  // The kit's ConfirmDialog is an alert dialog in a portal: focus starts on it, Escape cancels.
  return (
    <ConfirmDialog
      key={kind}
      open
      title={t('contract.alertTitle')}
      text={t(`contract.alert.${kind}`)}
      cancelLabel={t('contract.cancel')}
      submitLabel={t('contract.go')}
      onCancel={() => setDismissed((n) => n + 1)}
      onSubmit={() => navigate(contractPath[kind])}
    />
  );
}
