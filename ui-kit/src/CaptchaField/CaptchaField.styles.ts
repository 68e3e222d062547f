import styled from 'styled-components';

/** The captcha picture is the refresh button: tap it for a new one (spec 4). */
export const ImageButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: calc(${({ theme }) => theme.input.height} * 2.25);
  height: calc(${({ theme }) => theme.input.height} - ${({ theme }) => theme.space.xs} - 2px);
  margin-inline: ${({ theme }) => theme.space.xxs};
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.fg.muted};
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
