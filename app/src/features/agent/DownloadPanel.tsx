/**
 * docs/product/agent.md#agent-home agent dashboard download panel: iOS and Android buttons, promotional title, subtitle,
 * bonus text and app icon; hidden inside the app, on the home screen or in PWA mode (one
 * environment module decides, shared with the home download bar).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AndroidIcon, AppleIcon, Button } from '@lobby/ui-kit';
import { isNativeApp, isStandalone, readEnvironment } from '../../config/standalone.ts';
import { iosTarget } from '../../frame/downloadRules.ts';
import { useFlags } from '../../state/hooks.ts';
import { theme } from '@lobby/tokens';
import { useDownloadLinks, useHydrated } from '../../state/atomHooks.ts';

const Panel = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.raised};
  img {
    width: ${theme.agentGrid.iconSize};
    height: ${theme.agentGrid.iconSize};
    border-radius: ${theme.radius.md};
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.sm};
  }
  strong {
    color: ${theme.color.fg.accent};
    font-size: ${theme.font.size.sm};
  }
`;
const Buttons = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${theme.space.sm};
`;

export function DownloadPanel() {
  const { t } = useTranslation('agent');
  const { settings } = useFlags();
  const links = useDownloadLinks();
  const env = useMemo(() => readEnvironment(), []);
  // The device and the download links are the browser's to know: the server's HTML (and its
  // hydration) leaves the panel out, and it appears from the render after.
  const hydrated = useHydrated();
  if (!hydrated || isNativeApp(env) || isStandalone(env)) return null;
  const ios = iosTarget(links).url;
  const android = links.Android;
  if (!ios && !android) return null;
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  return (
    <Panel data-testid="download-panel" aria-labelledby="agent-download-title">
      <img src={links.AppDownloadIcon ?? settings?.appIconUrl ?? ''} alt="" />
      <div>
        <h2 id="agent-download-title">{settings?.download.title || t('download.title')}</h2>
        <p>{settings?.download.subtitle || t('download.subtitle')}</p>
        {settings?.download.bonusText && <strong>{settings.download.bonusText}</strong>}
      </div>
      <Buttons>
        {ios && (
          <Button variant="secondary" size="sm" onClick={() => open(ios)}>
            <AppleIcon /> {t('download.ios')}
          </Button>
        )}
        {android && (
          <Button variant="secondary" size="sm" onClick={() => open(android)}>
            <AndroidIcon /> {t('download.android')}
          </Button>
        )}
      </Buttons>
    </Panel>
  );
}
