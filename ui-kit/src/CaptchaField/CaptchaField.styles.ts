import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { retryAction } from '../theme/fragments.ts';

/** The captcha picture is the refresh button: tap it for a new one (docs/product/states.md#login). */
export const ImageButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: calc(${theme.input.height} * 2.25);
  height: calc(${theme.input.height} - ${theme.space.xs} - 2px);
  margin-inline: ${theme.space.xxs};
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.bg.sunken};
  color: ${theme.color.fg.muted};
  cursor: pointer;

  & img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

/** In the picture's place when it failed to load: the retry, as the kit's error states say it. */
export const RetryLabel = styled.span`
  ${retryAction}
  font-size: ${theme.font.size.sm};
`;
