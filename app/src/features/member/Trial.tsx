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
import { asksCaptcha, useFreePlay } from '../accounts/freePlay.ts';
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
  /** The platform asked for the captcha: its field shows above the start button from then on. */
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [answer, setAnswer] = useState('');
  /** The catalogue text of a captcha failure, under the field until the player types. */
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const captcha = useCaptchaImage(captchaAsked);
  const start = () =>
    run(async () => {
      const sent = captchaAsked ? answer.trim() : '';
      try {
        await freePlay(sent);
      } catch (err) {
        if (asksCaptcha(err)) {
          // A wrong answer is used up: a new picture and an empty input, the catalogue's text under it.
          setCaptchaAsked(true);
          if (sent) {
            captcha.refresh();
            setAnswer('');
          }
          setCaptchaError(err.text);
        } else toast.show(errorTextOf(err), { kind: 'error' });
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
          {captchaAsked && (
            <CaptchaField
              id="trial-captcha"
              label={t('common:auth.labels.captcha')}
              hint={t('common:auth.validation.captchaHint')}
              required
              value={answer}
              onChange={(e) => {
                setCaptchaError(undefined);
                setAnswer(e.target.value);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void start();
              }}
              error={captchaError}
              imageSrc={captcha.src}
              onRefresh={() => {
                setAnswer('');
                setCaptchaError(undefined);
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
