/**
 * spec 2 add-to-home tip: steps on iOS Safari; a legacy hint on iOS 11 or lower and 12.0-12.1;
 * iOS 17 and later needs the manual profile install; 12.4 or later recommended. Closing hides it
 * for this visit. TODO(kit): AddToHomeTip — switch when the kit part lands.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddToHomeIcon, CloseIcon } from '@lobby/ui-kit';
import { isStandalone, readEnvironment } from '../../config/standalone.ts';
import { addToHomeMode, belowRecommended } from '../../features/home/addToHomeRules.ts';

const Tip = styled.aside`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  padding-inline-end: calc(${({ theme }) => theme.size.touch} + ${({ theme }) => theme.space.xs});
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.accentMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  h2 {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0;
  }
`;
const Close = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export default function AddToHomeTip() {
  const { t } = useTranslation(['home', 'common']);
  const [closed, setClosed] = useState(false);
  const env = readEnvironment();
  const mode = addToHomeMode(env.userAgent, isStandalone(env));
  if (closed || mode === 'hidden') return null;
  return (
    <Tip aria-labelledby="a2hs-title" data-testid="add-to-home">
      <h2 id="a2hs-title">
        <AddToHomeIcon aria-hidden="true" /> {t('common:shell.addToHome.title')}
      </h2>
      {mode === 'legacy' ? (
        <p>{t('common:shell.addToHome.legacyHint')}</p>
      ) : (
        <ol>
          <li>{t('common:shell.addToHome.step1')}</li>
          <li>{t('common:shell.addToHome.step2')}</li>
          <li>{t('common:shell.addToHome.step3')}</li>
        </ol>
      )}
      {mode === 'manualProfile' && <p>{t('common:shell.addToHome.manualProfile')}</p>}
      {belowRecommended(env.userAgent) && <p>{t('common:shell.addToHome.recommendedIos')}</p>}
      <Close type="button" aria-label={t('addToHome.close')} onClick={() => setClosed(true)}>
        <CloseIcon />
      </Close>
    </Tip>
  );
}
