import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { inFieldButton, truncated } from '../theme/fragments.ts';

export const CodeButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: calc(${theme.input.height} - 2px);
  margin-inline-start: calc(-1 * ${theme.space.sm});
  padding-inline: ${theme.space.sm} ${theme.space.xs};
  border: 0;
  border-inline-end: 1px solid ${theme.color.border.default};
  border-start-start-radius: ${theme.input.radius};
  border-end-start-radius: ${theme.input.radius};
  background: transparent;
  color: ${theme.input.fg};
  font-size: ${theme.font.size.md};
  cursor: pointer;
  ${inFieldButton}
`;

export const Flag = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.iconSm};
  height: ${theme.size.iconSm};
  font-size: ${theme.font.size.md};
  line-height: 1;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
`;

export const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  ${truncated}
`;

export const OptionCode = styled.span`
  color: ${theme.color.fg.muted};
  direction: ltr;
  unicode-bidi: isolate;
`;
