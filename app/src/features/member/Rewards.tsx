/**
 * Reward center (/m/rewardCenter) and activities (/m/activity, /m/activityInfo?id=): promotions
 * with their states (docs/product/states.md#promotions: applying, rejected, issued, claimed, signed, coming, close, plus
 * available), apply with a comment (max 140) and up to 3 png/jpg images of 5 MB (docs/product/validation.md#uploads-and-text), claim an
 * issued bonus; the unclaimed count feeds the footer and menu badges (docs/product/screens-and-routes.md#footer-menu).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, IMAGE_MAX_COUNT, ImagePicker, TEXT_AREA_MAX_LENGTH, TextArea } from '@lobby/ui-kit';
import type { Promotion, PromotionState } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatMoney } from '../../i18n/index.ts';
import { loginPath } from '../../routes/paths.ts';
import { useBalance, useFlag, useSession, useToast } from '../../state/hooks.ts';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';
import {
  Card,
  CardTitle,
  Chip,
  FilterButton,
  Form,
  FormSubmit,
  List,
  Loadable,
  Muted,
  Row,
  Screen,
  Sheet,
  Unavailable,
  errorTextOf,
  framed,
} from '../shared/layout.tsx';
import { useSubmit } from '../shared/useSubmit.ts';
import { useLoad } from '../shared/useLoad.ts';
import { theme } from '@lobby/tokens';
import { gated } from '../shared/GatedPage.tsx';
import { useSetUnclaimedPromotions } from '../../state/atomHooks.ts';

/** docs/product/validation.md#uploads-and-text: a promotion comment holds at most 140 characters. */
export const commentMax = TEXT_AREA_MAX_LENGTH;

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
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
`;
const Scroller = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
`;
/* One row that scrolls: the chips keep their width. */
const ScrollerButton = styled(FilterButton)`
  flex: none;
`;
function ApplyForm({ promotion, onDone }: { promotion: Promotion; onDone: (p: Promotion) => void }) {
  const { t } = useTranslation(['member', 'common']);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { error, busy, submit } = useSubmit();
  return (
    <Form
      noValidate
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        // The platform's apply call takes the id and the comment; the images are checked by the kit's
        // ImagePicker (docs/product/validation.md#uploads-and-text: png/jpg, 5 MB, 3) but the reference server has no upload endpoint yet
        // (see docs/decisions/member-center.md).
        submit(
          () =>
            call('promotionApply', {
              body: { id: promotion.id, ...(comment.trim() ? { comment: comment.trim() } : {}) },
            }),
          onDone,
        );
      }}
    >
      <TextArea
        label={t('member:apply.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value.slice(0, commentMax))}
        maxLength={commentMax}
        data-testid="apply-comment"
      />
      <ImagePicker
        label={t('member:apply.images', { count: IMAGE_MAX_COUNT })}
        value={files}
        onChange={setFiles}
        name="images"
      />
      <FormSubmit error={error} busy={busy}>
        {t('member:apply.submit')}
      </FormSubmit>
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
  const setUnclaimed = useSetUnclaimedPromotions();
  const toast = useToast();
  const balance = useBalance();
  const { t } = useTranslation('member');
  const loaded = useLoad((signal) => call('promotions', { signal }), []);
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
  if (!on) return <Unavailable title={t('unavailable')} />;
  return (
    <Screen data-testid="reward-center">
      <Scroller role="group" aria-label={t('promo.filter')}>
        {filters.map((f) => (
          <ScrollerButton
            key={f}
            type="button"
            $on={f === filter}
            aria-pressed={f === filter}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? t('promo.all') : t(`promo.state.${f}`)}
          </ScrollerButton>
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
  if (!on) return <Unavailable title={t('member:unavailable')} />;
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
  const { state, reload } = useLoad((signal) => call('promotions', { signal }), []);
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

/** Route 'activity' (docs/product/screens-and-routes.md#route-list). */
export const ActivityPage = framed(Activities);

/** Route 'activityInfo' (docs/product/screens-and-routes.md#route-list). */
export const ActivityInfoPage = gated(ActivityInfo);

/** Route 'rewardCenter' (docs/product/member.md#reward-center). */
export const RewardCenterPage = gated(RewardCenter);
