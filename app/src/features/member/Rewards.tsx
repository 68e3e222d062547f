/**
 * Reward center (/m/rewardCenter) and activities (/m/activity, /m/activityInfo?id=): promotions
 * with their states (spec 4: applying, rejected, issued, claimed, signed, coming, close, plus
 * available), apply with a comment (max 140) and up to 3 png/jpg images of 5 MB (spec 5), claim an
 * issued bonus; the unclaimed count feeds the footer and menu badges (spec 2).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSetRecoilState } from 'recoil';
import styled from 'styled-components';
import { Button, EmptyState } from '@lobby/ui-kit';
import type { Promotion, PromotionState } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatMoney } from '../../i18n/index.ts';
import { loginPath } from '../../routes/table.ts';
import { useBalance, useFlag, useSession, useToast } from '../../state/hooks.ts';
import { unclaimedPromotionsState } from '../../state/member.ts';
import { SafeHtml } from '../content/SafeHtml.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';
import {
  Card,
  CardTitle,
  Chip,
  ErrorLine,
  Form,
  List,
  Loadable,
  Muted,
  Row,
  Screen,
  Sheet,
  errorTextOf,
} from './layout.tsx';
import { imageProblems, maxImages } from './uploadRules.ts';
import { useLoad } from './useLoad.ts';

export const commentMax = 140;

const tone: Record<PromotionState, 'accent' | 'success' | 'danger' | 'muted'> = {
  available: 'accent',
  applying: 'accent',
  rejected: 'danger',
  issued: 'success',
  claimed: 'muted',
  signed: 'success',
  coming: 'muted',
  close: 'muted',
};
const filters = ['all', 'available', 'applying', 'issued', 'claimed', 'rejected', 'coming', 'close'] as const;
type Filter = (typeof filters)[number];

const Banner = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
`;
const Scroller = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
`;
const FilterButton = styled.button<{ $on: boolean }>`
  flex: none;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.bg.accentMuted : 'transparent')};
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;
const TextArea = styled.textarea`
  min-height: calc(${({ theme }) => theme.size.touch} * 2);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: ${({ theme }) => theme.input.radius};
  background: ${({ theme }) => theme.input.bg};
  color: ${({ theme }) => theme.input.fg};
  font: inherit;
  resize: vertical;
`;
const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  & img {
    width: calc(${({ theme }) => theme.size.touch} * 1.5);
    height: calc(${({ theme }) => theme.size.touch} * 1.5);
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** TODO(kit): TextArea with counter — a stand-in until ui-kit exports it. */
export function CountedTextArea({
  label,
  value,
  onChange,
  max,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  testId?: string;
}) {
  const { t } = useTranslation('member');
  return (
    <Label>
      {label}
      <TextArea
        value={value}
        maxLength={max}
        onChange={(e) => onChange(e.target.value.slice(0, max))}
        data-testid={testId}
      />
      <Muted aria-live="polite">{t('apply.count', { count: value.length, max })}</Muted>
    </Label>
  );
}

function ApplyForm({ promotion, onDone }: { promotion: Promotion; onDone: (p: Promotion) => void }) {
  const { t } = useTranslation(['member', 'common']);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // TODO(kit): ImagePicker — a file input stand-in until ui-kit exports it.
  return (
    <Form
      noValidate
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        setProblem(null);
        // The platform's apply call takes the id and the comment; the images are checked here but the
        // reference server has no upload endpoint yet (see docs/decisions/member-center.md).
        call('promotionApply', { body: { id: promotion.id, ...(comment.trim() ? { comment: comment.trim() } : {}) } })
          .then(onDone, (err: unknown) => setProblem(errorTextOf(err)))
          .finally(() => setBusy(false));
      }}
    >
      <CountedTextArea
        label={t('member:apply.comment')}
        value={comment}
        onChange={setComment}
        max={commentMax}
        testId="apply-comment"
      />
      <Label>
        {t('member:apply.images', { count: maxImages })}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          data-testid="apply-images"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            const { accepted, problems } = imageProblems(files, picked);
            setFiles(accepted);
            setProblem(
              problems.length
                ? problems
                    .map((p) =>
                      p.kind === 'type'
                        ? t('common:auth.validation.imageType')
                        : p.kind === 'size'
                          ? t('common:auth.validation.imageSize', { mb: 5 })
                          : t('common:auth.validation.imageCount', { count: maxImages }),
                    )
                    .join(' ')
                : null,
            );
            e.target.value = '';
          }}
        />
      </Label>
      {files.length > 0 && (
        <Thumbs>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <Button size="sm" variant="ghost" onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                {t('member:apply.remove', { name: f.name })}
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
      {problem && <ErrorLine role="alert">{problem}</ErrorLine>}
      <Button type="submit" block loading={busy}>
        {t('member:apply.submit')}
      </Button>
    </Form>
  );
}

function PromotionCard({
  p,
  onApply,
  onClaim,
  claiming,
  detailLink,
}: {
  p: Promotion;
  onApply: () => void;
  onClaim: () => void;
  claiming: boolean;
  detailLink?: string;
}) {
  const { t } = useTranslation('member');
  return (
    <Card as="li" data-testid={`promotion-${p.id}`} data-state={p.state}>
      {p.imageUrl && <Banner src={p.imageUrl} alt="" loading="lazy" />}
      <Row>
        <CardTitle>{detailLink ? <Link to={detailLink}>{p.title}</Link> : p.title}</CardTitle>
        <Chip $tone={tone[p.state]}>{t(`promo.state.${p.state}`)}</Chip>
      </Row>
      <Row>
        <Muted>
          {formatDateTime(p.startTime)} – {formatDateTime(p.endTime)}
        </Muted>
        {p.bonus > 0 && <strong>{formatMoney(p.bonus)}</strong>}
      </Row>
      {p.state === 'available' && (
        <Button block onClick={onApply}>
          {t('promo.apply')}
        </Button>
      )}
      {p.state === 'issued' && (
        <Button block onClick={onClaim} loading={claiming} data-testid="promotion-claim">
          {t('promo.claim')}
        </Button>
      )}
    </Card>
  );
}

function usePromotions() {
  const setUnclaimed = useSetRecoilState(unclaimedPromotionsState);
  const toast = useToast();
  const balance = useBalance();
  const { t } = useTranslation('member');
  const loaded = useLoad((signal) => call('promotions', { signal }), 'promotions');
  const claimAction = useMoneyAction();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const replace = (p: Promotion) => loaded.setData((list) => list.map((x) => (x.id === p.id ? p : x)));
  const claim = (p: Promotion) => {
    setClaimingId(p.id);
    claimAction
      .run((idempotencyKey) => call('promotionClaim', { body: { id: p.id }, idempotencyKey }))
      .then(
        (r) => {
          if (!r) return;
          replace(r);
          toast.show(t('promo.claimed', { amount: formatMoney(r.bonus) }), { kind: 'success' });
          void balance.refresh().catch(() => undefined);
          call('promotionsUnclaimed').then(setUnclaimed, () => undefined);
        },
        (err: unknown) => toast.show(errorTextOf(err), { kind: 'error' }),
      )
      .finally(() => setClaimingId(null));
  };
  return { ...loaded, replace, claim, claimingId };
}

function PromotionList({ filter, detail }: { filter: Filter; detail: boolean }) {
  const { t } = useTranslation(['member', 'common']);
  const { state, reload, replace, claim, claimingId } = usePromotions();
  const [applying, setApplying] = useState<Promotion | null>(null);
  const toast = useToast();
  return (
    <>
      <Loadable
        state={state}
        onRetry={reload}
        isEmpty={(l) => l.filter((p) => filter === 'all' || p.state === filter).length === 0}
        emptyTitle={t('member:promo.empty')}
      >
        {(list) => (
          <List data-testid="promotion-list">
            {list
              .filter((p) => filter === 'all' || p.state === filter)
              .map((p) => (
                <PromotionCard
                  key={p.id}
                  p={p}
                  onApply={() => setApplying(p)}
                  onClaim={() => claim(p)}
                  claiming={claimingId === p.id}
                  detailLink={detail ? `/m/activityInfo?id=${p.id}` : undefined}
                />
              ))}
          </List>
        )}
      </Loadable>
      <Sheet
        open={applying !== null}
        title={applying?.title ?? ''}
        onClose={() => setApplying(null)}
        closeLabel={t('common:kit.close')}
        testId="apply-sheet"
      >
        {applying && (
          <ApplyForm
            promotion={applying}
            onDone={(p) => {
              replace(p);
              setApplying(null);
              toast.show(t('member:apply.done'), { kind: 'success' });
            }}
          />
        )}
      </Sheet>
    </>
  );
}

export function RewardCenter() {
  const { t } = useTranslation('member');
  const on = useFlag('REWCEN3');
  const [filter, setFilter] = useState<Filter>('all');
  if (!on)
    return (
      <Screen>
        <EmptyState title={t('unavailable')} />
      </Screen>
    );
  return (
    <Screen data-testid="reward-center">
      <Scroller role="group" aria-label={t('promo.filter')}>
        {filters.map((f) => (
          <FilterButton
            key={f}
            type="button"
            $on={f === filter}
            aria-pressed={f === filter}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? t('promo.all') : t(`promo.state.${f}`)}
          </FilterButton>
        ))}
      </Scroller>
      <PromotionList filter={filter} detail={false} />
    </Screen>
  );
}

/** /m/activity: the promotions as activity cards; guests are asked to log in (the list is per member). */
export function Activities() {
  const { t } = useTranslation(['member', 'common']);
  const { session, isTrial } = useSession();
  const navigate = useNavigate();
  const on = useFlag('REWCEN3');
  if (!session || isTrial)
    return (
      <Screen data-testid="activity-page">
        <EmptyState
          title={t('member:activity.login')}
          action={<Button onClick={() => navigate(loginPath)}>{t('common:auth.buttons.login')}</Button>}
        />
      </Screen>
    );
  if (!on)
    return (
      <Screen>
        <EmptyState title={t('member:unavailable')} />
      </Screen>
    );
  return (
    <Screen data-testid="activity-page">
      <PromotionList filter="all" detail />
    </Screen>
  );
}

export function ActivityInfo() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { state, reload } = useLoad((signal) => call('promotions', { signal }), 'promotions');
  return (
    <Screen data-testid="activity-info">
      <Loadable
        state={state}
        onRetry={reload}
        isEmpty={(l) => !l.some((p) => p.id === id)}
        emptyTitle={t('promo.empty')}
      >
        {(list) => {
          const p = list.find((x) => x.id === id)!;
          return (
            <Card>
              {p.imageUrl && <Banner src={p.imageUrl} alt="" />}
              <Row>
                <CardTitle>{p.title}</CardTitle>
                <Chip $tone={tone[p.state]}>{t(`promo.state.${p.state}`)}</Chip>
              </Row>
              <Muted>
                {formatDateTime(p.startTime)} – {formatDateTime(p.endTime)}
              </Muted>
              <SafeHtml html={p.content} />
              <Button block variant="secondary" onClick={() => history.back()}>
                {t('activity.back')}
              </Button>
            </Card>
          );
        }}
      </Loadable>
    </Screen>
  );
}
