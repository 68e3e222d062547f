/** The designed placeholder of a route whose screen has not landed yet (issue 6: never a blank page). */
import { useTranslation } from 'react-i18next';
import { Button } from '@lobby/ui-kit';
import { useNavigate } from 'react-router-dom';
import { homePath } from '../routes/paths.ts';
import { SparkIcon } from './icons.tsx';
import { StatusPage } from './StatusPage.tsx';
import { routeTitleKey } from './routeTitle.ts';

export interface ComingSoonProps {
  /** The route's id in routes/table.ts. */
  routeId: string;
}

export function ComingSoon({ routeId }: ComingSoonProps) {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="coming-soon"
      art={<SparkIcon />}
      title={t(routeTitleKey(routeId))}
      body={
        <>
          <strong>{t('common:shell.comingSoon')}</strong>
          <br />
          {t('common:shell.comingSoonBody')}
        </>
      }
      actions={
        routeId !== 'home' && (
          <Button block variant="secondary" onClick={() => navigate(homePath)}>
            {t('common:auth.buttons.backHome')}
          </Button>
        )
      }
    />
  );
}
