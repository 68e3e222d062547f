/**
 * Team management (/m/member/team) and agent rebate settings (/m/member/agent/agentRebeat): the
 * direct downlines, paged, with search by account; per downline a transfer and a rebate update
 * (team mode) or the rebate only (rebate mode). The page's balance total sits under the list.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PlusIcon, SearchIcon, TextField } from '@lobby/ui-kit';
import { pageSizes } from '@lobby/contract';
import type { Downline } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatInteger, formatNumber } from '../../i18n/index.ts';
import { useRequireSession } from '../../state/hooks.ts';
import { RebateSheet, TransferSheet } from './TeamSheets.tsx';
import {
  Card,
  Figure,
  figureLabel,
  figureValue,
  framed,
  List,
  Loadable,
  money,
  Muted,
  Num,
  Row,
  Screen,
} from '../shared/layout.tsx';
import { Pager } from './ui.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { theme } from '@lobby/tokens';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.sm};
  align-items: end;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    ${figureLabel}
  }
  dd {
    ${figureValue}
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;
const Account = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  overflow-wrap: anywhere;
`;
const Tag = styled.span`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.sunken};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
`;
const Actions = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
`;

type Sheet = { kind: 'transfer' | 'rebate'; downline: Downline } | null;

export function TeamList({ mode }: { mode: 'team' | 'rebate' }) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const session = useRequireSession();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [sheet, setSheet] = useState<Sheet>(null);
  const { state, reload, setData } = useLoad(
    () =>
      call('agentDownlines', {
        query: { pageNo: page, pageSize: pageSizes.default, ...(account ? { account } : {}) },
      }),
    [page, account],
    { enabled: session !== null },
  );
  if (!session) return null;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setAccount(typed.trim());
  };
  const replace = (d: Downline) =>
    setData((data) => ({ ...data, list: data.list.map((x) => (x.id === d.id ? d : x)) }));

  return (
    <Screen data-testid={mode === 'team' ? 'team-page' : 'rebate-settings-page'}>
      {mode === 'rebate' && <Muted>{t('rebateSettings.intro')}</Muted>}
      <SearchForm role="search" onSubmit={search}>
        <TextField
          label={t('team.search')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          clearable
          onClear={() => {
            setPage(1);
            setAccount('');
          }}
          startAdornment={<SearchIcon />}
        />
        <Button type="submit" variant="secondary">
          {t('team.searchButton')}
        </Button>
      </SearchForm>
      {mode === 'team' && (
        <Button block onClick={() => navigate('/m/agentRegister')}>
          <PlusIcon /> {t('team.openAccount')}
        </Button>
      )}
      <Loadable state={state} onRetry={reload} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <>
            <Row>
              <Muted data-testid="downline-count">{t('team.count', { count: data.total })}</Muted>
              <Muted>
                {t('team.pageBalance')}:{' '}
                <Num data-testid="page-balance">{money(data.list.reduce((sum, d) => sum + d.balance, 0))}</Num>
              </Muted>
            </Row>
            <List aria-busy={state.status === 'loading'}>
              {data.list.map((d) => (
                <li key={d.id}>
                  <Card data-testid="downline" data-account={d.account} aria-labelledby={`downline-${d.id}`}>
                    <Row>
                      <Account id={`downline-${d.id}`}>{d.account}</Account>
                      <Tag>{d.type === 0 ? t('team.typePlayer') : t('team.typeAgent')}</Tag>
                    </Row>
                    <Facts>
                      <Figure label={t('team.balance')} testId="downline-balance">
                        {money(d.balance)}
                      </Figure>
                      <Figure label={t('team.rebate')} testId="downline-rebate">
                        {formatNumber(d.rebateRate)}%
                      </Figure>
                      <Figure label={t('team.downlines')}>{formatInteger(d.directCount)}</Figure>
                      <Figure label={t('team.joined')}>{formatDateTime(d.regDate)}</Figure>
                      <Figure label={t('team.lastLogin')}>
                        {d.lastLoginAt ? formatDateTime(d.lastLoginAt) : t('team.never')}
                      </Figure>
                    </Facts>
                    <Actions>
                      {mode === 'team' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setSheet({ kind: 'transfer', downline: d })}
                          aria-label={`${t('team.transfer')} ${d.account}`}
                        >
                          {t('team.transfer')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setSheet({ kind: 'rebate', downline: d })}
                        aria-label={`${t('team.editRebate')} ${d.account}`}
                      >
                        {t('team.editRebate')}
                      </Button>
                    </Actions>
                  </Card>
                </li>
              ))}
            </List>
            <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Loadable>
      {sheet?.kind === 'transfer' && (
        <TransferSheet
          downline={sheet.downline}
          onClose={() => setSheet(null)}
          onDone={(d, amount) => {
            replace({ ...d, balance: Math.round((d.balance + amount) * 100) / 100 });
            setSheet(null);
          }}
        />
      )}
      {sheet?.kind === 'rebate' && (
        <RebateSheet
          downline={sheet.downline}
          onClose={() => setSheet(null)}
          onDone={(d) => {
            replace(d);
            setSheet(null);
          }}
        />
      )}
    </Screen>
  );
}

/** /m/member/agent/agentRebeat: agent rebate settings — each direct downline's rebate (issue 10). */
export const AgentRebatePage = framed(TeamList, { mode: 'rebate' });

/** /m/member/team: team management — downlines, search, open account, transfer, rebates (issue 10). */
export const TeamPage = framed(TeamList, { mode: 'team' });
