/**
 * /m/trail (docs/product/roles.md#trial-user): free trial. A guest gets a trial name from the trial merchant and starts
 * test play; a trial user sees who they play as and how to get a real account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { homePath, loginPath } from '../../routes/paths.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import { useSignIn } from '../accounts/hooks.ts';
import { Card, CardTitle, List, Muted, Screen, Strong, errorTextOf, PageFrame } from '../shared/layout.tsx';

const perks = ['games', 'balance', 'limits'] as const;

export function TrialView() {
  const { t } = useTranslation(['member', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const signIn = useSignIn();
  const { session, isTrial } = useSession();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { trialName } = await call('trialUser');
      const value = await call('freePlay', { body: { trialName } });
      signIn(value, null, value.userName);
      navigate(homePath, { replace: true });
    } catch (err) {
      toast.show(errorTextOf(err), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Screen data-testid="trial-page">
      <Card>
        <CardTitle>{t('member:trial.title')}</CardTitle>
        <Muted>{t('member:trial.body')}</Muted>
        <List>
          {perks.map((p) => (
            <li key={p}>
              <Muted>• {t(`member:trial.perks.${p}`)}</Muted>
            </li>
          ))}
        </List>
      </Card>
      {session && isTrial ? (
        <Card>
          <Muted>{t('member:trial.playingAs')}</Muted>
          <Strong>{session.userName}</Strong>
          <Button block onClick={() => navigate(homePath)}>
            {t('member:trial.play')}
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/m/register')}>
            {t('common:auth.buttons.registerNow')}
          </Button>
        </Card>
      ) : session ? (
        <Card>
          <Muted>{t('member:trial.member')}</Muted>
          <Button block onClick={() => navigate(homePath)}>
            {t('common:auth.buttons.backHome')}
          </Button>
        </Card>
      ) : (
        <Card>
          <Button block loading={busy} onClick={() => void start()} data-testid="trial-start">
            {t('member:trial.start')}
          </Button>
          <Button block variant="secondary" onClick={() => navigate(loginPath)}>
            {t('common:auth.buttons.login')}
          </Button>
        </Card>
      )}
    </Screen>
  );
}

/** Route 'trail' (docs/product/screens-and-routes.md#route-list). */
export default function TrialPage() {
  return (
    <PageFrame>
      <TrialView />
    </PageFrame>
  );
}
