/**
 * docs/product/states.md#agent-contracts, docs/product/agent.md#contracts contract pages (/m/member/agent/getSalaryContract, getDevidendContract,
 * getHourContract): the agent reads the request (who offers it, period, tiers) and accepts or
 * declines it. docs/product/calls.md#agent: salary and dividend are processed by GET, hourly by POST. A double tap
 * decides once (the button is busy while the call runs).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, EmptyState } from '@lobby/ui-kit';
import type { ContractDecisionPayload, ContractKind, ContractRequest } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatNumber } from '../../i18n/index.ts';
import { useRequireSession, useToast } from '../../state/hooks.ts';
import {
  Card,
  CardTitle,
  DataTable,
  ErrorLine,
  LabelRow,
  Loadable,
  money,
  Num,
  Row,
  Screen,
  framed,
} from '../shared/layout.tsx';
import { useSubmit } from '../shared/useSubmit.ts';
import { useLoad } from '../shared/useLoad.ts';
import { knownPeriod } from './rules.ts';

const load = (kind: ContractKind): Promise<ContractRequest | null> =>
  kind === 'salary' ? call('salaryContract') : kind === 'dividend' ? call('dividendContract') : call('hourlyContract');

const decideCall = (kind: ContractKind, decision: ContractDecisionPayload['decision']): Promise<ContractRequest> =>
  kind === 'salary'
    ? call('salaryProcess', { query: { decision } })
    : kind === 'dividend'
      ? call('dividendProcess', { query: { decision } })
      : call('hourlyProcess', { body: { decision } });

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const toast = useToast();
  const { state, setData, reload } = useLoad(() => load(kind), [kind], { enabled: session !== null });
  const [asking, setAsking] = useState<ContractDecisionPayload['decision'] | null>(null);
  const { error, busy, submit } = useSubmit();
  if (!session) return null;
  // docs/product/states.md#agent-contracts: a period the app knows by name, else the platform's code.
  const periodName = (code: string) => {
    const known = knownPeriod(code);
    return known ? t(`contract.periodValue.${known}`) : code;
  };

  const decide = (decision: ContractDecisionPayload['decision']) => {
    setAsking(null);
    submit(
      () => decideCall(kind, decision),
      (updated) => {
        setData(() => updated);
        toast.show(t(decision === 'accept' ? 'contract.accepted' : 'contract.rejected'), { kind: 'success' });
      },
    );
  };

  return (
    <Screen data-testid="contract-page" data-kind={kind}>
      <Loadable state={state} onRetry={reload}>
        {(c) =>
          c === null ? (
            <EmptyState title={t('contract.none')} />
          ) : (
            <>
              <Card aria-labelledby="contract-title">
                <CardTitle id="contract-title">{t(`contract.title.${kind}`)}</CardTitle>
                <LabelRow label={t('contract.from')}>
                  <strong>{c.fromAgent}</strong>
                </LabelRow>
                <LabelRow label={t('contract.period')}>
                  <span data-testid="contract-period">{periodName(c.period)}</span>
                </LabelRow>
                <LabelRow label={t('contract.created')}>
                  <Num>{formatDateTime(c.createdAt)}</Num>
                </LabelRow>
                <LabelRow label={t('contract.status')}>
                  <strong data-testid="contract-status" data-status={c.status}>
                    {t(`contract.statusValue.${c.status}`)}
                  </strong>
                </LabelRow>
              </Card>
              {/* Not a named region itself: the terms table below is the scrollable region called 'Terms'. */}
              <Card>
                <CardTitle id="contract-terms">{t('contract.terms')}</CardTitle>
                <DataTable
                  caption={t('contract.terms')}
                  head={[t('contract.threshold'), t('contract.rate')]}
                  rows={c.terms.map((term) => [
                    <Num key="t">{money(term.threshold)}</Num>,
                    <Num key="r">{formatNumber(term.rate)}%</Num>,
                  ])}
                />
              </Card>
              {error && <ErrorLine role="alert">{error}</ErrorLine>}
              {c.status === 'pending' && (
                <Row>
                  <Button block variant="secondary" disabled={busy} onClick={() => setAsking('reject')}>
                    {t('contract.decline')}
                  </Button>
                  <Button block loading={busy} onClick={() => setAsking('accept')}>
                    {t('contract.accept')}
                  </Button>
                </Row>
              )}
              <ConfirmDialog
                open={asking !== null}
                title={t(`contract.title.${kind}`)}
                text={t(asking === 'reject' ? 'contract.confirmDecline' : 'contract.confirmAccept')}
                cancelLabel={t('contract.cancel')}
                submitLabel={t(asking === 'reject' ? 'contract.decline' : 'contract.accept')}
                onCancel={() => setAsking(null)}
                onSubmit={() => asking && decide(asking)}
              />
            </>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /m/member/agent/getDevidendContract: read and accept or decline the dividend contract request (docs/product/states.md#agent-contracts, docs/product/agent.md#contracts, issue 10). */
export const DividendContractPage = framed(ContractPage, { kind: 'dividend' });

/** /m/member/agent/getHourContract: read and accept or decline the hourly contract request (docs/product/agent.md#contracts, docs/product/states.md#agent-contracts, issue 10). */
export const HourContractPage = framed(ContractPage, { kind: 'hourly' });

/** /m/member/agent/getSalaryContract: read and accept or decline the salary contract request (docs/product/agent.md#contracts, docs/product/states.md#agent-contracts, issue 10). */
export const SalaryContractPage = framed(ContractPage, { kind: 'salary' });
