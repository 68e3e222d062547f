import styled from 'styled-components';

/** Four vendors per slide (spec 2): a scroll-snapping strip, each slide one screen wide. */
export const Track = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * ${({ theme }) => theme.space.xs}) / 4);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space.md};
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
  & > :nth-child(4n + 1) {
    scroll-snap-align: start;
  }
`;

export const Vendor = styled.button`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.footer};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.size.iconSm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.bg.accent};
    background: ${({ theme }) => theme.color.bg.accentMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & img {
    max-width: 100%;
    height: ${({ theme }) => theme.size.icon};
    object-fit: contain;
  }
`;

export const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
