/**
 * /m/trail (docs/product/roles.md#trial-user): free trial. A guest gets a trial name from the trial merchant and starts
 * test play (with the captcha when the platform asks for it: accounts/freePlay.ts); a trial user sees who they play
 * as and how to get a real account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, CaptchaField } from '@lobby/ui-kit';
import { homePath, loginPath } from '../../routes/paths.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import { useFreePlay, useFreePlayCaptcha } from '../accounts/freePlay.ts';
import { useBusy, useCaptchaImage } from '../accounts/hooks.ts';
import { Card, CardTitle, List, Muted, Screen, Strong, errorTextOf, PageFrame } from '../shared/layout.tsx';

const perks = ['games', 'balance', 'limits'] as const;

export function TrialView() {
  const { t } = useTranslation(['member', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const { session, isTrial } = useSession();
  const freePlay = useFreePlay();
  const { busy, run } = useBusy();
  /** Once the platform asked for the captcha, its field shows above the start button. */
  const playCaptcha = useFreePlayCaptcha();
  const [answer, setAnswer] = useState('');
  const captcha = useCaptchaImage(playCaptcha.asked);
  const start = () =>
    run(async () => {
      const sent = playCaptcha.asked ? answer.trim() : '';
      try {
        await freePlay(sent);
      } catch (err) {
        const renew = () => {
          captcha.refresh();
          setAnswer('');
        };
        if (!playCaptcha.failed(err, sent, renew)) toast.show(errorTextOf(err), { kind: 'error' });
      }
    });
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
          {playCaptcha.asked && (
            <CaptchaField
              id="trial-captcha"
              label={t('common:auth.labels.captcha')}
              hint={t('common:auth.validation.captchaHint')}
              required
              value={answer}
              onChange={(e) => {
                playCaptcha.clearError();
                setAnswer(e.target.value);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void start();
              }}
              error={playCaptcha.error}
              imageSrc={captcha.src}
              imageFailed={captcha.failed}
              onRefresh={() => {
                setAnswer('');
                playCaptcha.clearError();
                captcha.refresh();
              }}
              data-testid="trial-captcha"
            />
          )}
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
