/** VIP room, security center, leaderboard (MISSION), invite friends (REFERRAL) and feedback (docs/product/roles.md#member, docs/product/member.md#invite-friends). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, TextArea } from '@lobby/ui-kit';
import { readDurationMs, theme } from '@lobby/tokens';
import { call } from '../../api/client.ts';
import { formatInteger, formatMoney, formatNumber } from '../../i18n/index.ts';
import { homePath } from '../../routes/paths.ts';
import { useFlag, useFlags, useSession, useToast } from '../../state/hooks.ts';
import { AddBankCardForm, SetPaymentPasswordForm } from '../money/Withdraw.tsx';
import { isPaymentPassword } from '../money/rules.ts';
import { PaymentPasswordField } from '../shared/PaymentPasswordField.tsx';
import {
  Card,
  CardTitle,
  Chip,
  Figure,
  Form,
  FormSubmit,
  LabelRow,
  List,
  Loadable,
  Muted,
  Row,
  Screen,
  Strong,
  Unavailable,
  figureLabel,
  framed,
} from '../shared/layout.tsx';
import { ReferralPanel } from './ReferralPanel.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useSessionLost } from '../shared/useSessionLost.ts';
import { useSubmit } from '../shared/useSubmit.ts';
import { gated } from '../shared/GatedPage.tsx';

const Track = styled.div`
  height: ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.sunken};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  width: var(--progress);
  background: ${theme.color.bg.accent};
`;
const Benefits = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.xs};
  margin: 0;
  & dt {
    ${figureLabel}
  }
  & dd {
    margin: 0 0 ${theme.space.xs};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** Progress to the next VIP level in percent (0..100); 100 at the top level. */
export function vipProgress(totalBet: number, current: number, next: number | undefined): number {
  if (next === undefined || next <= current) return 100;
  return Math.max(0, Math.min(100, Math.floor(((totalBet - current) / (next - current)) * 100)));
}

export function VipRoom() {
  const { t } = useTranslation('member');
  const { settings } = useFlags();
  const navigate = useNavigate();
  const enabled = settings?.vipBenefits;
  // docs/product/member.md#vip-and-benefits: /m/member/benefits is used only when the VIP benefit setting is on.
  useEffect(() => {
    if (settings && !enabled) navigate('/m/mine', { replace: true });
  }, [settings, enabled, navigate]);
  // Rendered by the server with the member's own levels (docs/product/member.md#vip-and-benefits).
  const { state, reload } = useLoad((signal) => call('memberClub', { signal }), [], {
    enabled: Boolean(enabled),
    firstScreenKey: 'memberClub',
  });
  return (
    <Screen data-testid="vip-room">
      <Loadable state={state} onRetry={reload} isEmpty={(v) => v.levels.length === 0}>
        {(v) => {
          const current = v.levels.find((l) => l.level === v.currentLevel);
          const next = v.levels.find((l) => l.level === v.currentLevel + 1);
          const pct = vipProgress(v.totalBet, current?.requiredBet ?? 0, next?.requiredBet);
          return (
            <>
              <Card>
                <Row>
                  <CardTitle>{current?.name ?? `VIP ${v.currentLevel}`}</CardTitle>
                  <Chip $tone="accent">{t('vip.level', { level: v.currentLevel })}</Chip>
                </Row>
                <Muted>{t('vip.totalBet', { amount: formatMoney(v.totalBet) })}</Muted>
                <Track
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                  aria-label={t('vip.progress')}
                >
                  <Fill style={{ ['--progress' as string]: `${pct}%` }} />
                </Track>
                <Muted>
                  {next
                    ? t('vip.toNext', {
                        amount: formatMoney(Math.max(0, next.requiredBet - v.totalBet)),
                        name: next.name,
                      })
                    : t('vip.top')}
                </Muted>
              </Card>
              <List>
                {v.levels.map((l) => (
                  <Card as="li" key={l.level} aria-current={l.level === v.currentLevel ? 'true' : undefined}>
                    <Row>
                      <strong>{l.name}</strong>
                      <Muted>{t('vip.required', { amount: formatMoney(l.requiredBet) })}</Muted>
                    </Row>
                    <Benefits>
                      <Figure label={t('vip.birthday')}>{formatMoney(l.benefits.birthdayBonus)}</Figure>
                      <Figure label={t('vip.upgrade')}>{formatMoney(l.benefits.upgradeBonus)}</Figure>
                      <Figure label={t('vip.rebate')}>{formatNumber(l.benefits.rebatePercent)}%</Figure>
                      <Figure label={t('vip.withdrawLimit')}>{formatMoney(l.benefits.withdrawLimitPerDay)}</Figure>
                    </Benefits>
                  </Card>
                ))}
              </List>
            </>
          );
        }}
      </Loadable>
    </Screen>
  );
}

function ChangePaymentPassword() {
  const { t } = useTranslation(['member', 'money']);
  const toast = useToast();
  const [v, setV] = useState({ old: '', next: '' });
  const { error, busy, submit } = useSubmit();
  const ok = isPaymentPassword(v.old) && isPaymentPassword(v.next);
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!ok) return;
        submit(
          () => call('resetPaymentPassword', { body: { oldPaymentPassword: v.old, newPaymentPassword: v.next } }),
          () => {
            setV({ old: '', next: '' });
            toast.show(t('member:security.changed'), { kind: 'success' });
          },
        );
      }}
    >
      <PaymentPasswordField
        label={t('member:security.oldPayment')}
        value={v.old}
        onDigits={(old) => setV({ ...v, old })}
      />
      <PaymentPasswordField
        label={t('member:security.newPayment')}
        value={v.next}
        hint={t('money:withdraw.passwordHint')}
        onDigits={(next) => setV({ ...v, next })}
      />
      <FormSubmit error={error} busy={busy} disabled={!ok}>
        {t('member:security.changePayment')}
      </FormSubmit>
    </Form>
  );
}

/** A contact of the account (mobile, email) and whether it is bound, as a chip. */
function BoundRow({ label, bound }: { label: string; bound: boolean }) {
  const { t } = useTranslation('member');
  return (
    <LabelRow label={label}>
      <Chip $tone={bound ? 'success' : 'muted'}>{bound ? t('security.bound') : t('security.notBound')}</Chip>
    </LabelRow>
  );
}

export function SecurityCenterView() {
  const { t } = useTranslation(['member', 'money', 'common']);
  const { state, reload, setData } = useLoad(async (signal) => {
    const [config, cards] = await Promise.all([call('securityConfig', { signal }), call('bankCards', { signal })]);
    return { config, cards };
  }, []);
  const [adding, setAdding] = useState(false);
  return (
    <Screen data-testid="security-center">
      <Loadable state={state} onRetry={reload}>
        {({ config, cards }) => (
          <>
            <Card>
              <Row>
                <CardTitle>{t('common:auth.labels.password')}</CardTitle>
                <Link to="/m/changePsw">{t('common:auth.buttons.changePassword')}</Link>
              </Row>
              <BoundRow label={t('member:security.mobile')} bound={config.mobileBound} />
              <BoundRow label={t('member:security.email')} bound={config.emailBound} />
            </Card>
            <Card>
              <CardTitle>{t('common:auth.labels.paymentPassword')}</CardTitle>
              {config.hasPaymentPassword ? (
                <ChangePaymentPassword />
              ) : (
                <SetPaymentPasswordForm
                  onDone={() => setData((d) => ({ ...d, config: { ...d.config, hasPaymentPassword: true } }))}
                />
              )}
            </Card>
            <Card>
              <Row>
                <CardTitle>{t('member:security.cards')}</CardTitle>
                <Muted>{formatInteger(cards.length)}</Muted>
              </Row>
              {cards.map((c) => (
                <Row key={c.id}>
                  <span>
                    {c.bankName} {c.cardNo}
                  </span>
                  <Muted>{c.accountName}</Muted>
                </Row>
              ))}
              {adding ? (
                <AddBankCardForm
                  onAdded={(card) => {
                    setAdding(false);
                    setData((d) => ({ ...d, cards: [...d.cards, card] }));
                  }}
                />
              ) : (
                <Button variant="secondary" block onClick={() => setAdding(true)}>
                  {t('money:bank.add')}
                </Button>
              )}
            </Card>
            <Card>
              <CardTitle>{t('member:security.questions')}</CardTitle>
              <Muted>{t('member:security.questionsUnavailable')}</Muted>
            </Card>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** A rank, as wide as the board's widest (#20: four digits' width holds the sign and two digits, with the pill's border), so the names after it start in one column. */
const Rank = styled(Chip)`
  flex: none;
  justify-content: center;
  min-width: calc(4ch + 2 * ${theme.space.sm});
  font-variant-numeric: tabular-nums;
`;

/** /m/leaderBoard: the MISSION promotion's board, ranked by win (the platform's winner board). */
export function LeaderBoardView() {
  const { t } = useTranslation('member');
  const { settings } = useFlags();
  const mission = settings?.promotions.MISSION ?? false;
  const { state, reload } = useLoad(
    (signal) => call('winners', { query: { gameCategory: 'ALL', limitNum: 20 }, signal }),
    [],
    { enabled: mission },
  );
  if (settings && !mission) return <Unavailable title={t('unavailable')} />;
  return (
    <Screen data-testid="leaderboard">
      <Loadable state={state} onRetry={reload} isEmpty={(v) => v.list.length === 0}>
        {(v) => (
          <List>
            {[...v.list]
              .sort((a, b) => b.vo.winAmount - a.vo.winAmount)
              .map((w, i) => (
                <Card as="li" key={`${w.vo.customerName}-${i}`}>
                  <Row>
                    <Rank $tone={i < 3 ? 'accent' : 'muted'}>#{formatInteger(i + 1)}</Rank>
                    <span style={{ flex: 1 }}>
                      <strong>{w.vo.customerName}</strong>
                      <br />
                      <Muted>{w.vo.gameName}</Muted>
                    </span>
                    <Strong>{formatMoney(w.vo.winAmount)}</Strong>
                  </Row>
                </Card>
              ))}
          </List>
        )}
      </Loadable>
    </Screen>
  );
}

/** docs/product/roles.md#member: invite friends needs a session and the REFERRAL promotion, else contact_service for 2 s. */
export function InviteFriendsView() {
  const { t } = useTranslation(['member', 'common']);
  const { session, isTrial } = useSession();
  const { settings } = useFlags();
  const navigate = useNavigate();
  const toast = useToast();
  const referral = settings?.promotions.REFERRAL;
  const blocked = settings !== null && (!referral || !session || isTrial);
  const lost = useSessionLost(session);
  useEffect(() => {
    if (!blocked || lost) return;
    toast.show(t('common:auth.messages.contact_service'), {
      kind: 'error',
      durationMs: readDurationMs('toast-reject'),
    });
    navigate(homePath, { replace: true });
  }, [blocked, lost, toast, t, navigate]);
  if (!settings || blocked) return <Screen />;
  return (
    <Screen data-testid="invite-friends">
      <Card>
        <CardTitle>{t('member:invite.title')}</CardTitle>
        <Muted>{t('member:invite.body')}</Muted>
      </Card>
      <Card>
        <ReferralPanel />
      </Card>
    </Screen>
  );
}

export const feedbackMax = 140;

export function FeedbackView() {
  const { t } = useTranslation('member');
  const on = useFlag('FEEDBACK3');
  const toast = useToast();
  const [text, setText] = useState('');
  const { error, busy, submit } = useSubmit();
  if (!on) return <Unavailable title={t('unavailable')} />;
  return (
    <Screen data-testid="feedback-page">
      <Card>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            submit(
              () => call('feedback', { body: { content: text.trim() } }),
              () => {
                setText('');
                toast.show(t('feedback.sent'), { kind: 'success' });
              },
            );
          }}
        >
          <TextArea
            label={t('feedback.label')}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, feedbackMax))}
            maxLength={feedbackMax}
            data-testid="feedback-text"
          />
          <FormSubmit error={error} busy={busy} disabled={!text.trim()}>
            {t('feedback.submit')}
          </FormSubmit>
        </Form>
      </Card>
    </Screen>
  );
}

/** Route 'benefits' (docs/product/screens-and-routes.md#route-list). */
export const BenefitsPage = gated(VipRoom);

/** Route 'feedback' (docs/product/screens-and-routes.md#route-list). */
export const FeedbackPage = gated(FeedbackView);

/** Route 'inviteFriends' (docs/product/screens-and-routes.md#route-list). */
export const InviteFriendsPage = framed(InviteFriendsView);

/** Route 'leaderBoard' (docs/product/screens-and-routes.md#route-list). */
export const LeaderBoardPage = framed(LeaderBoardView);

/** Route 'securityCenter' (docs/product/screens-and-routes.md#route-list). */
export const SecurityCenterPage = gated(SecurityCenterView);
