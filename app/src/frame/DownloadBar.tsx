/**
 * docs/product/states.md#download-bar, docs/product/screens-and-routes.md#download-bar app download bar and its popup through the kit's DownloadBar and DownloadPopup. When
 * the bar shows and where the iOS button leads are in downloadRules.ts; which buttons the popup
 * offers is the kit's visibleDownloadButtons.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadBar as KitDownloadBar, visibleDownloadButtons } from '@lobby/ui-kit';
import { storageKeys } from '@lobby/contract';
import { isNativeApp, isStandalone, readEnvironment } from '../config/standalone.ts';
import { readStored, writeStored } from '../state/storage.ts';
import { downloadBarVisible, downloadContext, iosTarget } from './downloadRules.ts';
import { Slot } from './Header.styles.ts';
import { LazyDownloadPopup as DownloadPopup } from './lazyDialogs.tsx';
import { useDownloadLinks, useDownloadLinksSettled, useHydrated } from '../state/atomHooks.ts';

const noop = () => undefined;

export function DownloadBar() {
  const { t } = useTranslation('common');
  const links = useDownloadLinks();
  const settled = useDownloadLinksSettled();
  const [closed, setClosed] = useState(() => readStored('local', storageKeys.hideDownloadBar, (r) => r) === '1');
  const [popup, setPopup] = useState(false);
  const env = useMemo(() => readEnvironment(), []);
  const webclipFlag = readStored('local', storageKeys.webclip, (r) => r) ?? null;
  // Hydrating a server-rendered home: the placeholder, as the server rendered it (it knew neither the
  // device nor this browser's storage); the render after decides with both.
  const hydrated = useHydrated();
  if (!hydrated || (!settled && !closed && !isNativeApp(env) && !isStandalone(env))) {
    // The links are still on their way: hold the bar's room (the bar itself, invisible and out of
    // the accessibility tree), so it appears in place instead of pushing the page down (CLS, issue 11).
    return (
      <Slot aria-hidden="true" style={{ visibility: 'hidden' }} data-testid="download-bar-placeholder">
        <KitDownloadBar
          title={t('shell.downloadBar.title')}
          description={t('shell.downloadBar.subtitle')}
          actionLabel={t('shell.downloadBar.download')}
          onDownload={noop}
          onClose={noop}
        />
      </Slot>
    );
  }
  if (!downloadBarVisible({ env, links, closed, webclipFlag })) return null;
  const buttons = visibleDownloadButtons(downloadContext({ env, links, webclipFlag }));
  const open = (url: string | undefined) => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    setPopup(false);
  };
  return (
    <>
      <Slot data-testid="download-bar">
        <KitDownloadBar
          title={t('shell.downloadBar.title')}
          description={t('shell.downloadBar.subtitle')}
          actionLabel={t('shell.downloadBar.download')}
          onDownload={() => setPopup(true)}
          onClose={() => {
            // docs/product/states.md#download-bar: closing stores hideDownloadBar=1.
            writeStored('local', storageKeys.hideDownloadBar, '1');
            setClosed(true);
          }}
        />
      </Slot>
      <DownloadPopup
        open={popup}
        onOpenChange={setPopup}
        title={t('shell.downloadBar.popupTitle')}
        onAndroid={buttons.android ? () => open(links.Android) : undefined}
        onIos={
          buttons.ios
            ? () => {
                // docs/product/states.md#download-bar: the IOS link, else the MOBILECONFIG link and a record of the profile download.
                const target = iosTarget(links);
                if (target.recordsProfile) writeStored('local', storageKeys.webclip, '1');
                open(target.url);
              }
            : undefined
        }
        onProfile={
          buttons.profile
            ? () => {
                writeStored('local', storageKeys.webclip, '1');
                open(links.MOBILECONFIG);
              }
            : undefined
        }
      />
    </>
  );
}
