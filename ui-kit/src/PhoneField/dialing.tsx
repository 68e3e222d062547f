import { Flag } from './PhoneField.styles.ts';

export interface DialingCountry {
  /** Country code, e.g. 'PH'; the list's key. */
  code: string;
  /** Dialing code as the API sends it (countryDialingCode), e.g. '+63' or '63'. */
  dialCode: string;
  /** Country name in the interface language. */
  name: string;
  /** Other names the search also finds it by (the platform's own, in another language). */
  otherNames?: readonly string[];
  /** An emoji flag or a data: URL picture — never a remote URL (no outside CDN). */
  flag?: string;
}

/** A dialing code compared the way players type it: '+63' and '63' are one code. */
export const normalise = (s: string) => s.toLowerCase().replace(/^\+/, '').trim();

/** A dialing code as shown: always with its '+'. */
export const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

export function FlagImage({ flag }: { flag?: string }) {
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
