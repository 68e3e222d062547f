/**
 * The agent screens' own parts: a date-range bar, a pager and a bar chart in inline SVG. Cards,
 * figures, tables, the sheet and the loading / error / empty switch are the shared layout
 * module's (../shared/layout.tsx), which the member, money and content screens use too.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useKit } from '@lobby/ui-kit';
import { Muted, Num, Row } from '../shared/layout.tsx';
import { rangePresets } from './rules.ts';
import type { RangePreset } from './rules.ts';
import { theme } from '@lobby/tokens';

/** The date-range presets as a segmented row (spec: date ranges on report pages). */
const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
  button {
    min-height: ${theme.size.touch};
    border: none;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.color.fg.default};
    font: inherit;
    font-size: ${theme.font.size.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-weight: ${theme.font.weight.bold};
  }
  button:focus-visible {
    outline: medium solid ${theme.color.border.focus};
  }
`;
export function RangeBar({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useTranslation('agent');
  return (
    <Segments role="group" aria-label={t('range.label')} data-testid="range-bar">
      {rangePresets.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`range.${p}`)}
        </button>
      ))}
    </Segments>
  );
}

/** Page n of m with previous / next. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  if (pages <= 1) return null;
  return (
    <Row as="nav" aria-label={t('pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <Muted>
        <Num>{t('pager.of', { page, pages })}</Num>
      </Muted>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Row>
  );
}

/**
 * A small bar chart in inline SVG (no chart library): one bar per point, negatives below the axis,
 * a text summary for screen readers. Colours come from tokens through CSS. Its days run in the
 * page's reading direction, like the table under it: right to left in Arabic, Persian and Urdu
 * (docs/product/languages.md#numbers).
 */
const ChartSvg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  .bar {
    fill: ${theme.color.bg.accent};
  }
  .bar.neg {
    fill: ${theme.color.bg.danger};
  }
  .axis {
    stroke: ${theme.color.border.strong};
  }
  text {
    fill: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
    font-family: inherit;
  }
`;
export function BarChart({
  points,
  label,
  testId,
}: {
  points: readonly { label: string; value: number }[];
  label: string;
  testId?: string;
}) {
  const width = 320;
  const height = 120;
  const pad = 14;
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const y = (v: number) => pad + ((max - v) / span) * (height - 2 * pad);
  const slot = (width - 2) / Math.max(points.length, 1);
  const barW = Math.max(2, slot * 0.6);
  const every = Math.ceil(points.length / 7);
  const rtl = useKit().dir === 'rtl';
  // the left edge of the i-th day's slot
  const slotStart = (i: number) => (rtl ? width - 1 - (i + 1) * slot : 1 + i * slot);
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <ChartSvg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <line className="axis" x1={0} x2={width} y1={y(0)} y2={y(0)} />
        {points.map((p, i) => {
          const top = Math.min(y(p.value), y(0));
          const h = Math.max(Math.abs(y(p.value) - y(0)), p.value === 0 ? 0 : 1);
          const x = slotStart(i) + (slot - barW) / 2;
          return (
            <g key={p.label}>
              <rect className={p.value < 0 ? 'bar neg' : 'bar'} x={x} y={top} width={barW} height={h} rx={1} />
              {i % every === 0 && (
                <text x={x + barW / 2} y={height - 2} textAnchor="middle">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </ChartSvg>
    </figure>
  );
}
