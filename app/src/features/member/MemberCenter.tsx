/**
 * docs/product/member.md#member-center "Member center (mine)" for /m/mine and /m/member/home: header (back to home, settings),
 * the login prompt for guests, the info card, balance shortcuts, the 16 entries of the spec's
 * table, the invite/link panel, online service and the app download popup. Template mem_cen '1'
 * selects the new (grid) layout, otherwise the base list.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  ChatIcon,
  ChevronLeftIcon,
  DepositIcon,
  DownloadIcon,
  GiftIcon,
  MailIcon,
  RefreshIcon,
  ShareIcon,
  UsersIcon,
  WithdrawIcon,
  SearchIcon,
  AndroidIcon,
  ChartIcon,
  CoinsIcon,
  CrownIcon,
  EditIcon,
  PercentIcon,
  ReceiptIcon,
  ReportIcon,
  SettingsIcon,
  ShieldIcon,
  TrophyIcon,
  AppleIcon,
  ErrorState,
  InfoCard,
  MenuList,
  Skeleton,
  stackedButton,
  sharedRow,
} from '@lobby/ui-kit';
import type { IconComponent } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { daysSince, formatMoney } from '../../i18n/index.ts';
import { homePath, loginPath } from '../../routes/paths.ts';
import { useBalance, useFlags, useMemberInfo, useOpenLink, useSession } from '../../state/hooks.ts';
import { Card, Grow, Muted, Row, Screen, Sheet, PageFrame, surface } from '../shared/layout.tsx';
import { memberAccess, memberMenuEntries } from '../shared/menuRules.ts';
import type { MemberMenuId } from '../shared/menuRules.ts';
import { ReferralPanel } from './ReferralPanel.tsx';
import { useFreeReject } from '../shared/useMemberGate.ts';
import { theme } from '@lobby/tokens';
import { useDownloadLinks, useUnclaimedPromotionsState } from '../../state/atomHooks.ts';

const icons: Record<MemberMenuId, IconComponent> = {
  vip: CrownIcon,
  deposit: DepositIcon,
  gameRecord: SearchIcon,
  transactionRecord: ReceiptIcon,
  securityCenter: ShieldIcon,
  rewardCenter: GiftIcon,
  agent: UsersIcon,
  vouReport: ReportIcon,
  withdrawReport: WithdrawIcon,
  profitandloss: ChartIcon,
  uplineTransfer: ShareIcon,
  manualRebate: CoinsIcon,
  leaderBoard: TrophyIcon,
  rebateReport: PercentIcon,
  webEmail: MailIcon,
  feedback: EditIcon,
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.layer.sticky};
  display: grid;
  grid-template-columns: ${theme.size.touch} 1fr ${theme.size.touch};
  align-items: center;
  height: ${theme.header.height};
  padding: 0 ${theme.space.xs};
  background: ${theme.header.bg};
  color: ${theme.header.fg};
`;
const BarTitle = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;
const BarButton = styled(Link)`
  display: inline-grid;
  place-items: center;
  min-width: ${theme.size.touch};
  min-height: ${theme.size.touch};
  color: inherit;
  /* back points to the start side, which is the right in AR, FA and UR */
  [dir='rtl'] & > svg[data-icon='ChevronLeft'] {
    transform: scaleX(-1);
  }
`;
/**
 * The balance beside its refresh button: the words never narrower than themselves (German's
 * 'Gesamtguthaben' ran 8 px out of its column); when the two do not fit one line, the button goes
 * under the balance.
 */
const BalanceRow = styled(Row)`
  flex-wrap: wrap;
`;
const BalanceText = styled(Grow)`
  min-width: max-content;
`;
const BalanceValue = styled.span`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
/* Side by side, or one under the other where the two do not fit (German at 320 px). */
const Actions = styled.div`
  ${sharedRow(theme.space.sm)}
`;
/** The new template's grid (mem_cen '1'); the base template is the kit's MenuList. */
const EntryGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.sm};
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  /* Narrow gaps between the columns: their labels need the width (see EntryButton). */
  gap: ${theme.space.sm} ${theme.space.xxs};
  ${surface}
  overflow: hidden;
`;
const EntryButton = styled.button`
  position: relative;
  ${stackedButton(theme.space.xs)}
  /* No sides: four columns at 375 px leave ~77 px for a label ('Withdraw report', 'Einzahlungsbericht'). */
  padding: ${theme.space.sm} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${theme.font.size.xs};
  text-align: center;
  cursor: pointer;
`;
const EntryIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.icon};
  height: ${theme.size.icon};
  color: ${theme.color.fg.accent};
  font-size: ${theme.font.size.lg};
`;
const EntryLabel = styled.span`
  flex: 1;
  max-width: 100%;
  /*
   * Wrap between words; split a word (hyphenated where the language allows) only when it cannot
   * fit. 'anywhere', not 'break-word': only it lets a long word shrink the label's own minimum
   * width. With 'break-word' a German compound ('Einzahlungsbericht') kept the label as wide as
   * the word and it ran over the next column's label at 375 px.
   */
  overflow-wrap: anywhere;
  hyphens: auto;
  line-height: ${theme.font.lineHeight.tight};
`;
const DownloadRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

interface GridEntryProps {
  id: string;
  label: string;
  icon: IconComponent;
  onPress: () => void;
  badge?: ReactNode;
}
function GridEntry({ id, label, icon: Icon, onPress, badge }: GridEntryProps) {
  return (
    <li>
      <EntryButton type="button" onClick={onPress} data-testid={`member-entry-${id}`}>
        <EntryIcon>
          <Icon size="md" />
        </EntryIcon>
        <EntryLabel>{label}</EntryLabel>
        {badge}
      </EntryButton>
    </li>
  );
}

export function MemberCenter() {
  const { t } = useTranslation(['member', 'common']);
  const navigate = useNavigate();
  const { session } = useSession();
  const access = memberAccess(session ? session.type : null);
  const { on, settings } = useFlags();
  const { member, failed: memberFailed, retry: retryMember } = useMemberInfo();
  const balance = useBalance();
  const [unclaimed, setUnclaimed] = useUnclaimedPromotionsState();
  const downloadLinks = useDownloadLinks();
  const freeReject = useFreeReject();
  const openLink = useOpenLink();
  const [panel, setPanel] = useState<'referral' | 'download' | null>(null);

  // docs/product/roles.md#trial-user: type 4 is blocked from the member center: free_reject for 2 s, then home.
  useEffect(() => {
    if (access !== 'trial') return;
    freeReject();
    navigate(homePath, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [access]);

  const rewardsOn = on('REWCEN3');
  useEffect(() => {
    if (access !== 'member' || !rewardsOn) return;
    call('promotionsUnclaimed').then(setUnclaimed, () => undefined);
  }, [access, rewardsOn, setUnclaimed]);

  const entries = memberMenuEntries({
    isFlagOn: on,
    sessionType: session ? session.type : null,
    member,
    vipBenefits: settings?.vipBenefits ?? false,
    missionEnabled: settings?.promotions.MISSION ?? false,
  });
  const grid = settings?.templates.mem_cen === '1';

  /** docs/product/accounts.md#login: everything but settings and the prompt needs a session, otherwise the login dialog. */
  const go = (path: string) => {
    if (access === 'guest') navigate(loginPath, { state: { from: path } });
    else navigate(path);
  };
  const open = (p: 'referral' | 'download') => {
    if (access === 'guest') navigate(loginPath, { state: { from: '/m/mine' } });
    else setPanel(p);
  };

  const days = member ? daysSince(member.regDate) + 1 : null;
  /** docs/product/member.md#reward-center: the reward center carries the unclaimed count (members only). */
  const countOf = (e: (typeof entries)[number]): number =>
    e.badge === 'unclaimed' && access === 'member' ? unclaimed : 0;
  const vipPath = settings?.vipBenefits ? '/m/member/benefits' : '/m/member/home';

  return (
    <>
      <Bar>
        <BarButton to={homePath} aria-label={t('common:nav.header.home')}>
          <ChevronLeftIcon size="md" />
        </BarButton>
        <BarTitle>{t('common:nav.routes.member')}</BarTitle>
        <BarButton to="/m/set" aria-label={t('common:nav.routes.set')} data-testid="member-settings">
          <SettingsIcon size="md" />
        </BarButton>
      </Bar>
      <Screen data-testid="member-center" data-template={grid ? 'new' : 'base'}>
        {access !== 'member' ? (
          <Card data-testid="member-login-prompt">
            <Muted>{t('member:prompt.text')}</Muted>
            <Actions>
              <Button onClick={() => navigate(loginPath)}>{t('common:auth.buttons.login')}</Button>
              <Button variant="secondary" onClick={() => navigate('/m/register')}>
                {t('common:auth.buttons.register')}
              </Button>
            </Actions>
          </Card>
        ) : (
          <Card data-testid="member-info-card">
            {member && days !== null ? (
              <InfoCard
                name={member.account}
                vipLabel={member.vipName || undefined}
                siteName={settings?.merchantName ?? ''}
                days={days}
                avatarUrl={member.iconUrl || undefined}
                onSelect={() => navigate(vipPath)}
              />
            ) : memberFailed ? (
              <ErrorState onRetry={retryMember} />
            ) : (
              <Skeleton shape="rect" height="var(--space-xxl)" />
            )}
            <BalanceRow>
              <BalanceText>
                <Muted>{t('common:nav.header.balance')}</Muted>
                <BalanceValue data-testid="member-balance">
                  {balance.refreshing || balance.sumBalance === null ? '…' : formatMoney(balance.sumBalance)}
                </BalanceValue>
              </BalanceText>
              <Button
                variant="secondary"
                size="sm"
                icon={<RefreshIcon />}
                onClick={() => void balance.refresh().catch(() => undefined)}
              >
                {t('common:nav.menu.refreshBalance')}
              </Button>
            </BalanceRow>
            <Actions>
              <Button icon={<DepositIcon />} onClick={() => go('/m/voucherCenter')}>
                {t('common:nav.menu.deposit')}
              </Button>
              <Button variant="secondary" icon={<WithdrawIcon />} onClick={() => go('/m/withdraw')}>
                {t('common:nav.menu.withdraw')}
              </Button>
            </Actions>
          </Card>
        )}

        <nav aria-label={t('common:nav.routes.member')} data-testid="member-menu">
          {grid ? (
            <EntryGrid>
              {entries.map((e) => (
                <GridEntry
                  key={e.id}
                  id={e.id}
                  label={t(`member:menu.${e.id}`)}
                  icon={icons[e.id]}
                  onPress={() => go(e.path)}
                  badge={
                    countOf(e) > 0 ? (
                      <Badge count={unclaimed} label={t('member:menu.unclaimed', { count: unclaimed })} />
                    ) : undefined
                  }
                />
              ))}
            </EntryGrid>
          ) : (
            <MenuList
              entries={entries.map((e) => {
                const Icon = icons[e.id];
                return {
                  key: e.id,
                  label: t(`member:menu.${e.id}`),
                  icon: <Icon size="md" />,
                  ...(countOf(e) > 0
                    ? { count: unclaimed, countLabel: t('member:menu.unclaimed', { count: unclaimed }) }
                    : {}),
                };
              })}
              onSelect={(m) => {
                const entry = entries.find((e) => e.id === m.key);
                if (entry) go(entry.path);
              }}
            />
          )}
        </nav>

        <div data-testid="member-extra">
          <MenuList
            entries={[
              { key: 'referral', label: t('member:menu.referral'), icon: <ShareIcon size="md" /> },
              { key: 'service', label: t('member:menu.service'), icon: <ChatIcon size="md" /> },
              { key: 'download', label: t('member:menu.download'), icon: <DownloadIcon size="md" /> },
            ]}
            onSelect={(m) => {
              if (m.key === 'service') navigate('/m/service');
              else open(m.key === 'referral' ? 'referral' : 'download');
            }}
          />
        </div>
      </Screen>

      <Sheet
        open={panel === 'referral'}
        title={t('member:referral.title')}
        onClose={() => setPanel(null)}
        testId="referral-panel"
      >
        <ReferralPanel />
      </Sheet>
      <Sheet
        open={panel === 'download'}
        title={t('common:shell.downloadBar.popupTitle')}
        onClose={() => setPanel(null)}
        testId="download-popup"
      >
        <DownloadRow>
          {downloadLinks.Android && (
            <Button block icon={<AndroidIcon />} onClick={() => openLink(downloadLinks.Android)}>
              {t('common:shell.downloadBar.android')}
            </Button>
          )}
          {downloadLinks.IOS && (
            <Button block variant="secondary" icon={<AppleIcon />} onClick={() => openLink(downloadLinks.IOS)}>
              {t('common:shell.downloadBar.ios')}
            </Button>
          )}
          {downloadLinks.MOBILECONFIG && (
            <Button
              block
              variant="secondary"
              icon={<DownloadIcon />}
              onClick={() => openLink(downloadLinks.MOBILECONFIG)}
            >
              {t('common:shell.downloadBar.profile')}
            </Button>
          )}
          {!downloadLinks.Android && !downloadLinks.IOS && !downloadLinks.MOBILECONFIG && (
            <Muted>{t('member:download.none')}</Muted>
          )}
        </DownloadRow>
      </Sheet>
    </>
  );
}

/** /m/mine and /m/member/home: the member center (docs/product/member.md#member-center route list). */
export default function MemberCenterPage() {
  return (
    <PageFrame>
      <MemberCenter />
    </PageFrame>
  );
}
