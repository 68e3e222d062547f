import { useId, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Close, Portal, Root } from '@radix-ui/react-dialog';
import { CloseIcon, SearchIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { useDialogContainer } from '../hooks/useDialogContainer.ts';
import { Adornment, Control, Input } from '../Field/Field.styles.ts';
import { OptionCode, OptionName } from './PhoneField.styles.ts';
import {
  CloseButton,
  NoMatch,
  Option,
  Options,
  Scrim,
  Sheet,
  SheetHeader,
  SheetTitle,
} from './CountryPicker.styles.ts';
import { FlagImage, normalise, plus } from './dialing.tsx';
import type { DialingCountry } from './dialing.tsx';

export interface CountryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  countries: ReadonlyArray<DialingCountry>;
  dialCode: string;
  onPick: (country: DialingCountry) => void;
  /** The field's code button: focus goes back to it when the sheet closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The country dialing-code picker: a searchable bottom sheet. Its own module, loaded when a
 * player first reaches for the code button, so a page with a phone field does not evaluate the
 * dialog before its first interaction.
 */
export function CountryPicker({ open, onOpenChange, countries, dialCode, onPick, returnFocus }: CountryPickerProps) {
  const labels = useLabels();
  const container = useDialogContainer();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const search = useRef<HTMLInputElement | null>(null);
  const shown = useMemo(() => {
    const q = normalise(query);
    if (!q) return countries;
    return countries.filter(
      (c) =>
        [c.name, ...(c.otherNames ?? [])].some((n) => n.toLowerCase().includes(q)) ||
        normalise(c.dialCode).startsWith(q) ||
        c.code.toLowerCase() === q,
    );
  }, [countries, query]);

  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery('');
      }}
    >
      <Portal container={container}>
        <Scrim />
        <Sheet
          aria-describedby={undefined}
          // the search box, not the close button, takes focus: typing filters at once
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            search.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <SheetHeader>
            <SheetTitle>{labels.countryCode}</SheetTitle>
            <Close asChild>
              <CloseButton type="button" aria-label={labels.close}>
                <CloseIcon size="sm" />
              </CloseButton>
            </Close>
          </SheetHeader>
          <Control>
            <Adornment data-adornment="">
              <SearchIcon size="sm" />
            </Adornment>
            <Input
              ref={search}
              id={searchId}
              type="search"
              value={query}
              aria-label={labels.searchCountry}
              placeholder={labels.searchCountry}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </Control>
          {shown.length === 0 ? (
            <NoMatch role="status">{labels.noData}</NoMatch>
          ) : (
            <Options>
              {shown.map((c) => (
                <li key={c.code}>
                  <Option
                    type="button"
                    aria-pressed={normalise(c.dialCode) === normalise(dialCode)}
                    onClick={() => {
                      onPick(c);
                      onOpenChange(false);
                      setQuery('');
                    }}
                  >
                    <FlagImage flag={c.flag} />
                    <OptionName>{c.name}</OptionName>
                    <OptionCode>{plus(c.dialCode)}</OptionCode>
                  </Option>
                </li>
              ))}
            </Options>
          )}
        </Sheet>
      </Portal>
    </Root>
  );
}
