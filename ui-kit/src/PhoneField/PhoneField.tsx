import { forwardRef, useId, useMemo, useRef, useState } from 'react';
import { Close, Portal, Root } from '@radix-ui/react-dialog';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { useDialogContainer } from '../hooks/useDialogContainer.ts';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { Adornment, Control, Input } from '../Field/Field.styles.ts';
import {
  CloseButton,
  CodeButton,
  Flag,
  NoMatch,
  Option,
  OptionCode,
  OptionName,
  Options,
  Scrim,
  Sheet,
  SheetHeader,
  SheetTitle,
} from './PhoneField.styles.ts';

/** docs/product/validation.md#registration, docs/product/constants.md#page-sizes: mobile number max 20. */
export const MOBILE_MAX_LENGTH = 20;

export interface DialingCountry {
  /** Country code, e.g. 'PH'; the list's key. */
  code: string;
  /** Dialing code as the API sends it (countryDialingCode), e.g. '+63' or '63'. */
  dialCode: string;
  /** Country name in the interface language. */
  name: string;
  /** An emoji flag or a data: URL picture — never a remote URL (no outside CDN). */
  flag?: string;
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'startAdornment' | 'numeric' | 'maxLength'> {
  /** Countries to pick from, in the order to show. */
  countries: ReadonlyArray<DialingCountry>;
  /** The chosen dialing code (countryDialingCode). */
  dialCode: string;
  /** Called with the picked country's dialing code. */
  onDialCodeChange: (dialCode: string, country: DialingCountry) => void;
  /** Digits allowed. @default 20 */
  maxLength?: number;
  /** Open the picker on first render (stories, tests). @default false */
  defaultPickerOpen?: boolean;
}

function FlagImage({ flag }: { flag?: string }) {
  if (!flag) return null;
  if (flag.startsWith('data:')) {
    return (
      <Flag>
        <img src={flag} alt="" />
      </Flag>
    );
  }
  return <Flag aria-hidden="true">{flag}</Flag>;
}

const normalise = (s: string) => s.toLowerCase().replace(/^\+/, '').trim();

/** Mobile number input with a searchable country dialing-code picker in a bottom sheet (docs/product/accounts.md#registration). */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    countries,
    dialCode,
    onDialCodeChange,
    maxLength = MOBILE_MAX_LENGTH,
    defaultPickerOpen = false,
    disabled,
    readOnly,
    ...rest
  },
  ref,
) {
  const labels = useLabels();
  const container = useDialogContainer();
  const [open, setOpen] = useState(defaultPickerOpen);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const search = useRef<HTMLInputElement | null>(null);
  const current = countries.find((c) => normalise(c.dialCode) === normalise(dialCode));
  const shown = useMemo(() => {
    const q = normalise(query);
    if (!q) return countries;
    return countries.filter(
      (c) => c.name.toLowerCase().includes(q) || normalise(c.dialCode).startsWith(q) || c.code.toLowerCase() === q,
    );
  }, [countries, query]);
  const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
    >
      <TextField
        ref={ref}
        {...rest}
        type="tel"
        numeric
        maxLength={maxLength}
        autoComplete="tel-national"
        disabled={disabled}
        readOnly={readOnly}
        startAdornment={
          <CodeButton
            type="button"
            disabled={disabled || readOnly}
            aria-label={`${labels.countryCode}: ${current ? `${current.name} ${plus(current.dialCode)}` : plus(dialCode)}`}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <FlagImage flag={current?.flag} />
            <OptionCode>{plus(dialCode)}</OptionCode>
            <ChevronDownIcon size="1em" />
          </CodeButton>
        }
      />
      <Portal container={container}>
        <Scrim />
        <Sheet
          aria-describedby={undefined}
          // the search box, not the close button, takes focus: typing filters at once
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            search.current?.focus();
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
                      onDialCodeChange(c.dialCode, c);
                      setOpen(false);
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
});
