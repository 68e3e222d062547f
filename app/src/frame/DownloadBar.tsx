/**
 * spec 2/4 app download bar and its popup. TODO(kit DownloadBar, DownloadPopup): switch to the
 * kit parts when ui-kit exports them; the rules stay in downloadRules.ts.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecoilValue } from 'recoil';
import styled from 'styled-components';
import { Button } from '@lobby/ui-kit';
import { storageKeys } from '@lobby/contract';
import { readEnvironment } from '../config/standalone.ts';
import { downloadLinksState } from '../state/common.ts';
import { readStored, writeStored } from '../state/storage.ts';
import { CloseIcon, DownloadIcon } from './icons.tsx';
import { downloadBarVisible, downloadButtons, iosTarget } from './downloadRules.ts';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;
const AppIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.size.icon};
`;
const Text = styled.div`
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  span {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;
const Close = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space.sm});
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
`;
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  align-items: flex-end;
  background: ${({ theme }) => theme.color.bg.overlay};
`;
const Sheet = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.popup.radius} ${({ theme }) => theme.popup.radius} 0 0;
  background: ${({ theme }) => theme.popup.bg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
    text-align: center;
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export function DownloadBar() {
  const { t } = useTranslation('common');
  const links = useRecoilValue(downloadLinksState);
  const [closed, setClosed] = useState(() => readStored('local', storageKeys.hideDownloadBar, (r) => r) === '1');
  const [popup, setPopup] = useState(false);
  const env = useMemo(() => readEnvironment(), []);
  const webclipFlag = readStored('local', storageKeys.webclip, (r) => r) ?? null;
  if (!downloadBarVisible({ env, links, closed, webclipFlag })) return null;
  const buttons = downloadButtons({ env, links, webclipFlag });
  const open = (url: string | undefined) => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    setPopup(false);
  };
  return (
    <>
      <Bar data-testid="download-bar" aria-label={t('shell.downloadBar.title')}>
        <Close
          type="button"
          aria-label={t('shell.downloadBar.close')}
          data-testid="download-bar-close"
          onClick={() => {
            // spec 4: closing stores hideDownloadBar=1.
            writeStored('local', storageKeys.hideDownloadBar, '1');
            setClosed(true);
          }}
        >
          <CloseIcon />
        </Close>
        <AppIcon aria-hidden="true">
          <DownloadIcon />
        </AppIcon>
        <Text>
          <strong>{t('shell.downloadBar.title')}</strong>
          <span>{t('shell.downloadBar.subtitle')}</span>
        </Text>
        <Button size="sm" onClick={() => setPopup(true)} data-testid="download-bar-open">
          {t('shell.downloadBar.download')}
        </Button>
      </Bar>
      {popup && (
        <Scrim onClick={() => setPopup(false)}>
          <Sheet
            role="dialog"
            aria-modal="true"
            aria-labelledby="download-title"
            data-testid="download-popup"
            onClick={(e) => e.stopPropagation()}
          >
            <h2 id="download-title">{t('shell.downloadBar.popupTitle')}</h2>
            <div>
              {buttons.android && (
                <Button block onClick={() => open(links.Android)} data-testid="download-android">
                  {t('shell.downloadBar.android')}
                </Button>
              )}
              {buttons.ios && (
                <Button
                  block
                  onClick={() => {
                    const target = iosTarget(links);
                    if (target.recordsProfile) writeStored('local', storageKeys.webclip, '1');
                    open(target.url);
                  }}
                  data-testid="download-ios"
                >
                  {t('shell.downloadBar.ios')}
                </Button>
              )}
              {buttons.profile && (
                <Button
                  block
                  variant="secondary"
                  onClick={() => {
                    writeStored('local', storageKeys.webclip, '1');
                    open(links.MOBILECONFIG);
                  }}
                  data-testid="download-profile"
                >
                  {t('shell.downloadBar.profile')}
                </Button>
              )}
              <Button block variant="secondary" onClick={() => setPopup(false)}>
                {t('kit.close')}
              </Button>
            </div>
          </Sheet>
        </Scrim>
      )}
    </>
  );
}
