import { forwardRef, lazy, Suspense, useRef, useState } from 'react';
import { ChevronDownIcon } from '../icons/index.ts';
import { useLabels } from '../provider/KitProvider.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { CodeButton, OptionCode } from './PhoneField.styles.ts';
import { FlagImage, normalise, plus } from './dialing.tsx';
import type { DialingCountry } from './dialing.tsx';

export type { DialingCountry } from './dialing.tsx';

// The picker's module (Radix Dialog with its focus scope and scroll lock, ~13 KB gzip) is fetched
// when a player first reaches for the code button, or as the sheet first opens: a sign-in or
// register page does not evaluate it before its first interaction.
const loadPicker = () => import('./CountryPicker.tsx');
const CountryPicker = lazy(() => loadPicker().then((m) => ({ default: m.CountryPicker })));

/** docs/product/validation.md#registration, docs/product/constants.md#page-sizes: mobile number max 20. */
export const MOBILE_MAX_LENGTH = 20;

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
  const [open, setOpen] = useState(defaultPickerOpen);
  // Once opened the sheet stays mounted: closing animates, and the next opening needs no fetch.
  const [wanted, setWanted] = useState(defaultPickerOpen);
  if (open && !wanted) setWanted(true);
  const codeButton = useRef<HTMLButtonElement | null>(null);
  const current = countries.find((c) => normalise(c.dialCode) === normalise(dialCode));

  return (
    <>
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
            ref={codeButton}
            type="button"
            disabled={disabled || readOnly}
            aria-label={`${labels.countryCode}: ${current ? `${current.name} ${plus(current.dialCode)}` : plus(dialCode)}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            // a finger on the button starts the fetch; the tap that follows finds the module ready
            onPointerDown={() => void loadPicker()}
            onFocus={() => void loadPicker()}
            onClick={() => setOpen(true)}
          >
            <FlagImage flag={current?.flag} />
            <OptionCode>{plus(dialCode)}</OptionCode>
            <ChevronDownIcon size="1em" />
          </CodeButton>
        }
      />
      {wanted && (
        <Suspense fallback={null}>
          <CountryPicker
            open={open}
            onOpenChange={setOpen}
            countries={countries}
            dialCode={dialCode}
            onPick={(c) => onDialCodeChange(c.dialCode, c)}
            returnFocus={codeButton}
          />
        </Suspense>
      )}
    </>
  );
});
