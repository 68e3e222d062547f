/**
 * spec 2: the vendor strip: an All entry plus vendor logos, 4 per slide (scroll snapping).
 * TODO(kit): VendorStrip — switch when the kit part lands.
 */
import styled from 'styled-components';
import type { VendorEntry } from '@lobby/contract';

const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * ${({ theme }) => theme.space.xs}) / 4);
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Item = styled.button<{ $on: boolean }>`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: calc(${({ theme }) => theme.size.touch} * 1.4);
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $on, theme }) => ($on ? theme.color.bg.accentMuted : theme.color.bg.surface)};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  scroll-snap-align: start;
  cursor: pointer;
  img {
    width: 100%;
    height: ${({ theme }) => theme.size.iconSm};
    object-fit: contain;
  }
  span {
    max-width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export interface VendorStripProps {
  vendors: readonly VendorEntry[];
  value: string;
  onChange: (vassalage: string) => void;
  allLabel: string;
  label: string;
}

export function VendorStrip({ vendors, value, onChange, allLabel, label }: VendorStripProps) {
  return (
    <Strip role="group" aria-label={label} data-testid="vendor-strip">
      <Item type="button" $on={value === 'ALL'} aria-pressed={value === 'ALL'} onClick={() => onChange('ALL')}>
        <span>{allLabel}</span>
      </Item>
      {vendors.map((v) => (
        <Item
          key={v.vassalage}
          type="button"
          $on={value === v.vassalage}
          aria-pressed={value === v.vassalage}
          data-vendor={v.vassalage}
          onClick={() => onChange(v.vassalage)}
        >
          <img src={v.logoUrl} alt="" width={60} height={24} loading="lazy" />
          <span>{v.accountTypeName || v.vassalage}</span>
        </Item>
      ))}
    </Strip>
  );
}
