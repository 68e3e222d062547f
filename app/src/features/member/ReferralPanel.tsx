/** The invite/link management panel of the member center and the invite-friends screen (docs/product/member.md#invite-friends). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ShareIcon } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { formatInteger } from '../../i18n/index.ts';
import { LabelRow, Loadable, Row, Strong } from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { theme } from '@lobby/tokens';

const Link = styled.code`
  flex: 1;
  min-width: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
  font-size: ${theme.font.size.xs};
  overflow-wrap: anywhere;
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export function ReferralPanel() {
  const { t } = useTranslation('member');
  const { state, reload } = useLoad((signal) => call('affiliateUrls', { signal }), []);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(text),
      () => setCopied(null),
    );
  };
  const share = (url: string) => {
    if (navigator.share) void navigator.share({ url, title: t('referral.title') }).catch(() => undefined);
    else copy(url);
  };
  return (
    <Loadable state={state} onRetry={reload} skeletonRows={3}>
      {(v) => (
        <Stack data-testid="referral-content">
          <LabelRow label={t('referral.code')}>
            <Strong data-testid="referral-code">{v.affiliateCode}</Strong>
          </LabelRow>
          <LabelRow label={t('referral.invited')}>
            <Strong>{formatInteger(v.invitedCount)}</Strong>
          </LabelRow>
          {v.urls.map((url) => (
            <Row key={url}>
              <Link>{url}</Link>
              <Button size="sm" variant="secondary" onClick={() => copy(url)}>
                {copied === url ? t('referral.copied') : t('referral.copy')}
              </Button>
              <Button size="sm" icon={<ShareIcon />} onClick={() => share(url)} aria-label={t('referral.share')}>
                {t('referral.share')}
              </Button>
            </Row>
          ))}
        </Stack>
      )}
    </Loadable>
  );
}
