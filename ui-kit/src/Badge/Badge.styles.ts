import styled, { css } from 'styled-components';

export type BadgeTone = 'danger' | 'accent' | 'neutral';

const tones = {
  danger: css`
    background: ${({ theme }) => theme.badge.bg};
    color: ${({ theme }) => theme.badge.fg};
  `,
  accent: css`
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
  `,
  neutral: css`
    background: ${({ theme }) => theme.color.bg.raised};
    color: ${({ theme }) => theme.color.fg.default};
  `,
};

export const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.badge.radius};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export const Dot = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.badge.bg};
`;
