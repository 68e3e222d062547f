/** The result card of a deposit or a withdrawal (docs/product/money.md#deposit, docs/product/money.md#withdraw). */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@lobby/ui-kit';
import type { WhitelabelFlag } from '@lobby/contract';
import { formatMoney } from '../../i18n/index.ts';
import { useFlag } from '../../state/hooks.ts';
import { Card, CardTitle, LabelRow, Strong } from '../shared/layout.tsx';

/** Each kind's report (docs/product/member.md#menu): the flag that turns it on and its path. */
const reports = {
  deposit: { flag: 'DEPRECM3', path: '/m/vouReport' },
  withdraw: { flag: 'WITHREC3', path: '/m/withdrawReport' },
} as const satisfies Record<string, { flag: WhitelabelFlag; path: string }>;

export interface OrderDoneProps {
  /** Picks the texts (`money:<kind>.doneTitle`, `.amount`, `.viewReport`, `.again`), the report and the card's data-testid `<kind>-done`. */
  kind: keyof typeof reports;
  order: { orderNo: string; amount: number };
  /** data-testid of the order number. */
  orderTestId?: string;
  /** Back to the form for another one. */
  onAgain: () => void;
}

/** The order just placed: its number and amount, a way to its report (when that report is on) and one to start again. */
export function OrderDone({ kind, order, orderTestId, onAgain }: OrderDoneProps) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const report = reports[kind];
  const reportOn = useFlag(report.flag);
  return (
    <Card data-testid={`${kind}-done`}>
      <CardTitle>{t(`${kind}.doneTitle`)}</CardTitle>
      <LabelRow label={t('report.orderNo')}>
        <span data-testid={orderTestId}>{order.orderNo}</span>
      </LabelRow>
      <LabelRow label={t(`${kind}.amount`)}>
        <Strong>{formatMoney(order.amount)}</Strong>
      </LabelRow>
      {reportOn && (
        <Button block onClick={() => navigate(report.path)}>
          {t(`${kind}.viewReport`)}
        </Button>
      )}
      <Button block variant="secondary" onClick={onAgain}>
        {t(`${kind}.again`)}
      </Button>
    </Card>
  );
}
