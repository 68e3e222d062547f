import styled, { css } from 'styled-components';
import { theme } from '@lobby/tokens';

export type BadgeTone = 'danger' | 'accent' | 'neutral';

const tones = {
  danger: css`
    background: ${theme.badge.bg};
    color: ${theme.badge.fg};
  `,
  accent: css`
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
  `,
  neutral: css`
    background: ${theme.color.bg.raised};
    color: ${theme.color.fg.default};
  `,
};

export const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.space.md};
  height: ${theme.space.md};
  padding-inline: ${theme.space.xxs};
  border-radius: ${theme.badge.radius};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export const Dot = styled.span`
  display: inline-block;
  width: ${theme.space.xs};
  height: ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.badge.bg};
`;
