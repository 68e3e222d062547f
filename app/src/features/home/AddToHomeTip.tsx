/**
 * docs/product/home-and-games.md#add-to-home-tip add-to-home tip through the kit's AddToHomeTip (steps, and the legacy hint on iOS 11 or
 * lower and 12.0-12.1), shown on iOS outside the home-screen app. The app adds the notes the kit
 * part has no room for: 12.4 or later recommended, and the manual profile install from iOS 17.
 * Closing hides it for this visit.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddToHomeTip as KitAddToHomeTip, parseIosVersion } from '@lobby/ui-kit';
import { isStandalone, readEnvironment } from '../../config/standalone.ts';
import { belowRecommended, needsManualProfile, showAddToHomeTip } from './addToHomeRules.ts';
import { theme } from '@lobby/tokens';

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;
const Note = styled.p`
  margin: 0;
  padding-inline: ${theme.space.md};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;

export default function AddToHomeTip() {
  const { t } = useTranslation('common');
  const [closed, setClosed] = useState(false);
  const { version, standalone } = useMemo(() => {
    const env = readEnvironment();
    return { version: parseIosVersion(env.userAgent), standalone: isStandalone(env) };
  }, []);
  if (closed || !showAddToHomeTip(version, standalone)) return null;
  return (
    <Wrap data-testid="add-to-home">
      <KitAddToHomeTip iosVersion={version} onClose={() => setClosed(true)} />
      {needsManualProfile(version) && <Note>{t('shell.addToHome.manualProfile')}</Note>}
      {belowRecommended(version) && <Note>{t('shell.addToHome.recommendedIos')}</Note>}
    </Wrap>
  );
}
