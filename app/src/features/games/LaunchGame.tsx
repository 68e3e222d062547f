/**
 * /m/launchGame (docs/product/home-and-games.md#launching-a-game, docs/product/calls.md#launch): asks the server to launch what the query names and opens the URL it
 * answers (replacing this page, so back returns to where the player was). Guests go to /m/login.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Loading } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { PageSuspense, preloadNamespaces } from './PageSuspense.tsx';
import { parseLaunchParams } from './launchRules.ts';
import { useRequireSession } from '../../state/hooks.ts';
import { theme } from '@lobby/tokens';

preloadNamespaces('games');

const Box = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: center;
  padding: ${theme.space.xxl} ${theme.space.lg};
  text-align: center;
  a {
    color: ${theme.color.fg.link};
    min-height: ${theme.size.touch};
    display: inline-flex;
    align-items: center;
  }
`;

function LaunchContent() {
  const { t } = useTranslation('games');
  const session = useRequireSession();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const query = parseLaunchParams(params);

  useEffect(() => {
    if (!session || !query || started.current === attempt) return;
    // One launch per attempt, even when effects run twice.
    started.current = attempt;
    setError(null);
    call('launchGame', { query }).then(
      ({ url }) => window.location.replace(url),
      (err: unknown) => setError(err instanceof ApiError ? err.text : t('launch.failed')),
    );
  }, [session, query, attempt, t]);

  if (!session) return null;
  if (!query) {
    return (
      <Box data-testid="launch-invalid">
        <p>{t('launch.invalid')}</p>
        <Link to="/m/home">{t('launch.back')}</Link>
      </Box>
    );
  }
  if (error) {
    return (
      <Box>
        <ErrorState title={`${t('launch.failed')} ${error}`} onRetry={() => setAttempt((a) => a + 1)} />
        <Link to="/m/home">{t('launch.back')}</Link>
      </Box>
    );
  }
  return (
    <Box data-testid="launching" aria-live="polite">
      <Loading text={t('launch.opening')} />
    </Box>
  );
}

export default function LaunchGamePage() {
  return (
    <PageSuspense>
      <LaunchContent />
    </PageSuspense>
  );
}
