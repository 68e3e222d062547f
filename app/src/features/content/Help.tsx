/**
 * docs/product/member.md#help-center "Help center": /m/help lists the titles; /m/helpDetail?i= shows the titles with the
 * active item's HTML (sanitised), i defaulting to 0; an empty state when there is none.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRightIcon } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { useLanguageCode } from '../../i18n/index.ts';
import { Card, CardTitle, List, Loadable, Screen, framed } from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import { theme } from '@lobby/tokens';

const ItemLink = styled(Link)<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: ${theme.size.touch};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ $active }) => ($active ? theme.color.bg.accentMuted : theme.color.bg.surface)};
  color: inherit;
  text-decoration: none;
  font-weight: ${({ $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
`;
const Tabs = styled.nav`
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  padding-bottom: ${theme.space.xxs};
  & a {
    flex: none;
  }
`;

/** The active index of ?i=: a whole number inside the list, else 0 (docs/product/member.md#help-center). */
export function helpIndex(raw: string | null, length: number): number {
  const n = raw === null ? 0 : Number(raw);
  return Number.isInteger(n) && n >= 0 && n < length ? n : 0;
}

function useHelpList() {
  const lang = useLanguageCode();
  return useLoad((signal) => call('helpCenter', { query: { device: 'MOBILE', lang }, signal }), [lang]);
}

export function HelpList() {
  const { t } = useTranslation('content');
  const { state, reload } = useHelpList();
  return (
    <Screen data-testid="help-list">
      <Loadable state={state} onRetry={reload} isEmpty={(l) => l.length === 0} emptyTitle={t('help.empty')}>
        {(list) => (
          <List>
            {list.map((h, i) => (
              <li key={h.id}>
                <ItemLink to={`/m/helpDetail?i=${i}`}>
                  <span>{h.title}</span>
                  <ChevronRightIcon />
                </ItemLink>
              </li>
            ))}
          </List>
        )}
      </Loadable>
    </Screen>
  );
}

export function HelpDetail() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const { state, reload } = useHelpList();
  return (
    <Screen data-testid="help-detail">
      <Loadable state={state} onRetry={reload} isEmpty={(l) => l.length === 0} emptyTitle={t('help.empty')}>
        {(list) => {
          const active = helpIndex(params.get('i'), list.length);
          const entry = list[active]!;
          return (
            <>
              <Tabs aria-label={t('help.topics')}>
                {list.map((h, i) => (
                  <ItemLink
                    key={h.id}
                    to={`/m/helpDetail?i=${i}`}
                    replace
                    $active={i === active}
                    aria-current={i === active ? 'page' : undefined}
                  >
                    {h.title}
                  </ItemLink>
                ))}
              </Tabs>
              <Card>
                <CardTitle>{entry.title}</CardTitle>
                <SafeHtml html={entry.content} testId="help-content" />
              </Card>
            </>
          );
        }}
      </Loadable>
    </Screen>
  );
}

/** Route 'help' (docs/product/member.md#help-center). */
export const HelpPage = framed(HelpList);

/** Route 'helpDetail' (docs/product/member.md#help-center). */
export const HelpDetailPage = framed(HelpDetail);
