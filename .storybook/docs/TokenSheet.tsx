import styled from 'styled-components';
import { resolvedTokens, theme, tokenCatalogue } from '@lobby/tokens';
import type { BrandName, TokenInfo } from '@lobby/tokens';

const Page = styled.div`
  padding: ${theme.space.md};
  color: ${theme.color.fg.default};
  background: ${theme.color.bg.canvas};
`;
const Section = styled.section`
  margin-block-end: ${theme.space.xl};
`;
const H2 = styled.h2`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space.sm};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${theme.space.sm};
  align-items: center;
  padding-block: ${theme.space.xxs};
  border-block-end: 1px solid ${theme.color.border.default};
`;
const Name = styled.code`
  display: block;
  font-size: ${theme.font.size.xs};
  word-break: break-all;
`;
const Value = styled.span`
  display: block;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.fg.muted};
`;
const Swatch = styled.span`
  display: block;
  width: 48px;
  height: 32px;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.color.border.strong};
`;

const groups: Array<{ title: string; test: (t: TokenInfo) => boolean }> = [
  { title: 'Colour (semantic)', test: (t) => t.type === 'color' && t.tier === 'semantic' },
  { title: 'Colour (components)', test: (t) => t.type === 'color' && t.tier === 'component' },
  { title: 'Type', test: (t) => t.path.startsWith('font.') },
  { title: 'Spacing', test: (t) => t.path.startsWith('space.') },
  { title: 'Radii', test: (t) => t.path.startsWith('radius.') || t.path.endsWith('.radius') },
  { title: 'Sizes', test: (t) => t.path.startsWith('size.') },
  { title: 'Motion', test: (t) => t.path.startsWith('motion.') },
];

function Sample({ token, value }: { token: TokenInfo; value: string }) {
  const v = `var(${token.name})`;
  if (token.type === 'color') return <Swatch style={{ background: v }} />;
  if (token.path.startsWith('font.size')) return <span style={{ fontSize: v }}>Aa</span>;
  if (token.path.startsWith('font.family')) return <span style={{ fontFamily: v }}>Aa</span>;
  if (token.path.startsWith('font.weight')) return <span style={{ fontWeight: v }}>Aa</span>;
  if (token.path.startsWith('space.') || token.path.startsWith('size.'))
    return <span style={{ display: 'block', height: 8, width: `min(${v}, 56px)`, background: 'currentColor' }} />;
  if (token.path.startsWith('radius.') || token.path.endsWith('.radius'))
    return <Swatch style={{ borderRadius: v, background: 'transparent' }} />;
  return <Value>{value}</Value>;
}

/** Every token of the selected brand: what a designer reviews when a brand changes. */
export function TokenSheet({ brand }: { brand: BrandName }) {
  const values = resolvedTokens[brand];
  return (
    <Page>
      {groups.map((g) => (
        <Section key={g.title} aria-labelledby={`tokens-${g.title}`}>
          <H2 id={`tokens-${g.title}`}>{g.title}</H2>
          {tokenCatalogue.filter(g.test).map((t) => (
            <Row key={t.path}>
              <Sample token={t} value={values[t.path] ?? ''} />
              <div>
                <Name>{t.name}</Name>
                <Value>
                  {values[t.path]}
                  {t.description ? ` — ${t.description}` : ''}
                </Value>
              </div>
            </Row>
          ))}
        </Section>
      ))}
    </Page>
  );
}
