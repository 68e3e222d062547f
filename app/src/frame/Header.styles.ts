/** The app's own pieces inside the kit Header's slots: the logo mark, messages link and language switch. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { headerNarrow } from '@lobby/ui-kit';

/** Carries the e2e hooks (data-testid, data-kind) without adding a box: the kit's bar stays sticky. */
export const Slot = styled.div`
  display: contents;
`;
export const LogoMark = styled.span`
  display: grid;
  place-items: center;
  width: calc(${theme.size.touch} - ${theme.space.sm});
  height: calc(${theme.size.touch} - ${theme.space.sm});
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.accent};
  color: ${theme.color.fg.onAccent};
  font-family: ${theme.font.family.display};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
`;
export const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  border-radius: ${theme.radius.pill};
  color: inherit;
  font-size: ${theme.size.icon};
`;
export const Dot = styled.span`
  position: absolute;
  top: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
  display: flex;
`;
export const LanguageWrap = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: ${theme.space.xxs};
  height: ${theme.size.touch};
  padding: 0 ${theme.space.xs};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  svg {
    font-size: ${theme.size.iconSm};
  }
  /* The picked language's texts are loading: its code shows, the globe dims until it is in. */
  &[aria-busy='true'] svg {
    opacity: 0.5;
  }
  &:focus-within {
    outline: 2px solid ${theme.color.border.focus};
    border-radius: ${theme.radius.md};
  }
  /* In a header too narrow for everything (a 320 px phone), the globe alone: the page's own words
     say which language it is in, and the picker names each language. */
  ${headerNarrow} {
    padding-inline: ${theme.space.xxs};
    & > span {
      display: none;
    }
  }
`;
export const LanguageSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  cursor: pointer;
  /* Unseen (the globe and code show through), yet the browser measures all 32 native names to size
     it: in the system font, no web-font file (latin-ext, cyrillic, vietnamese...) is fetched and laid
     out for that alone. At 17px, iOS does not zoom the page in when the picker opens. */
  font-family: system-ui, sans-serif;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.regular};
`;
