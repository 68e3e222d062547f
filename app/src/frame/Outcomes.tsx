/**
 * The start-up outcome pages (docs/product/screens-and-routes.md#start-up-outcomes): maintenance, region restricted, service down. The gate
 * (frame/StartupGate.tsx) shows them in place of the app; /m/maintenance shows the first directly.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@lobby/ui-kit';
import { formatDateTime } from '../i18n/index.ts';
import { AlertIcon, GlobeIcon, ToolIcon } from './icons.tsx';
import { StatusPage } from './StatusPage.tsx';

export interface MaintenanceViewProps {
  /** The server's message, when it sent one. */
  message?: string | null;
  /** Maintenance window end (ISO), when known. */
  until?: string | null;
  onRetry?: () => void;
}

export function MaintenanceView({ message, until, onRetry }: MaintenanceViewProps) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <StatusPage
      testId="outcome-maintenance"
      art={<ToolIcon />}
      title={t('common:shell.maintenance.title')}
      body={
        <>
          {message || t('common:shell.maintenance.body')}
          {until && (
            <>
              <br />
              {t('shell:outcome.until', { time: formatDateTime(until) })}
            </>
          )}
        </>
      }
      actions={onRetry && <Button onClick={onRetry}>{t('common:shell.maintenance.retry')}</Button>}
    />
  );
}

export function RegionRestrictedView({ message }: { message?: string | null }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      testId="outcome-region"
      art={<GlobeIcon />}
      title={t('shell.regionRestricted.title')}
      body={message || t('shell.regionRestricted.body')}
    />
  );
}

export function ServiceDownView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      testId="outcome-service-down"
      art={<AlertIcon />}
      title={t('shell.serviceDown.title')}
      body={t('shell.serviceDown.body')}
      actions={<Button onClick={onRetry}>{t('shell.serviceDown.retry')}</Button>}
    />
  );
}
