import type { Fixer } from '../types.ts';
import { advise, locate, setAttributes } from './shared.ts';

/**
 * autocomplete-valid (WCAG 1.3.5): an autocomplete value the HTML standard does not know, corrected to
 * the token it clearly meant: a common alias ("zip" → "postal-code") or a one- or two-letter typo with a
 * single nearest token. The term lists are the ones axe checks against.
 */

const STANDALONE = [
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'username',
  'new-password',
  'current-password',
  'organization-title',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level4',
  'address-level3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'cc-name',
  'cc-given-name',
  'cc-additional-name',
  'cc-family-name',
  'cc-number',
  'cc-exp',
  'cc-exp-month',
  'cc-exp-year',
  'cc-csc',
  'cc-type',
  'transaction-currency',
  'transaction-amount',
  'language',
  'bday',
  'bday-day',
  'bday-month',
  'bday-year',
  'sex',
  'url',
  'photo',
  'one-time-code',
];
const QUALIFIED = [
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
  'email',
  'impp',
];
const QUALIFIERS = ['home', 'work', 'mobile', 'fax', 'pager'];
const LOCATIONS = ['billing', 'shipping'];

/** Names people write for the standard tokens. */
const ALIASES: Record<string, string> = {
  'first-name': 'given-name',
  firstname: 'given-name',
  fname: 'given-name',
  forename: 'given-name',
  given: 'given-name',
  'last-name': 'family-name',
  lastname: 'family-name',
  lname: 'family-name',
  surname: 'family-name',
  family: 'family-name',
  'middle-name': 'additional-name',
  middlename: 'additional-name',
  'full-name': 'name',
  fullname: 'name',
  'e-mail': 'email',
  mail: 'email',
  'email-address': 'email',
  phone: 'tel',
  telephone: 'tel',
  'phone-number': 'tel',
  mobile: 'tel',
  'tel-number': 'tel',
  zip: 'postal-code',
  zipcode: 'postal-code',
  'zip-code': 'postal-code',
  postcode: 'postal-code',
  postal: 'postal-code',
  'post-code': 'postal-code',
  address: 'street-address',
  street: 'street-address',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  town: 'address-level2',
  state: 'address-level1',
  province: 'address-level1',
  region: 'address-level1',
  company: 'organization',
  organisation: 'organization',
  org: 'organization',
  birthday: 'bday',
  birthdate: 'bday',
  'birth-date': 'bday',
  dob: 'bday',
  'date-of-birth': 'bday',
  password: 'current-password',
  pass: 'current-password',
  'new-pass': 'new-password',
  user: 'username',
  login: 'username',
  'user-name': 'username',
  website: 'url',
  homepage: 'url',
  gender: 'sex',
  otp: 'one-time-code',
  'card-number': 'cc-number',
  'credit-card': 'cc-number',
  ccnumber: 'cc-number',
  cvc: 'cc-csc',
  cvv: 'cc-csc',
};

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The token `purpose` clearly means, with how sure that is; null when it is not clear. */
function correct(purpose: string, qualified: boolean): { token: string; confidence: number } | null {
  const terms = qualified ? QUALIFIED : [...STANDALONE, ...QUALIFIED];
  if (terms.includes(purpose)) return { token: purpose, confidence: 0.95 };
  const alias = ALIASES[purpose] ?? ALIASES[purpose.replace(/_/g, '-')];
  if (alias && terms.includes(alias)) return { token: alias, confidence: 0.85 };
  const normalised = purpose.replace(/[_\s]+/g, '-');
  if (terms.includes(normalised)) return { token: normalised, confidence: 0.9 };
  const scored = terms.map((t) => ({ t, d: distance(normalised, t) })).sort((a, b) => a.d - b.d);
  const [best, second] = scored;
  if (!best || best.d > 2 || best.d >= normalised.length / 2 || (second && second.d === best.d)) return null;
  return { token: best.t, confidence: 0.7 };
}

/** A valid value for `value`, or null. */
export function correctAutocomplete(value: string): { value: string; confidence: number } | null {
  const tokens = value.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  const suffix = tokens.at(-1) === 'webauthn' ? [tokens.pop()!] : [];
  const prefix: string[] = [];
  if (tokens[0]?.startsWith('section-') && tokens[0].length > 8) prefix.push(tokens.shift()!);
  if (tokens[0] && LOCATIONS.includes(tokens[0])) prefix.push(tokens.shift()!);
  const qualified = tokens.length > 1 && QUALIFIERS.includes(tokens[0]!);
  if (qualified) prefix.push(tokens.shift()!);
  if (tokens.length === 0) return null;
  const fixed = correct(tokens.join('-'), qualified);
  if (!fixed) return null;
  return { value: [...prefix, fixed.token, ...suffix].join(' '), confidence: fixed.confidence };
}

export const fixAutocomplete: Fixer = (finding, doc) => {
  const problem = 'The autocomplete value is not one browsers understand, so they cannot fill the field in for people who find typing hard.';
  const field = locate(doc, finding);
  const current = field?.attr('autocomplete') ?? '';
  const todo =
    'Use the autocomplete token of the HTML standard for what the field asks (e.g. given-name, email, tel, postal-code) and that fits its type, or remove the attribute.';
  if (!field) return advise(finding, problem, todo);
  const fixed = correctAutocomplete(current);
  if (!fixed || fixed.value === current.toLowerCase().trim()) {
    return advise(finding, `${problem} The value "${current}" is not a clear misspelling of one, or does not fit this field's type.`, todo);
  }
  return setAttributes(finding, field, { autocomplete: fixed.value }, `${problem} "${current}" reads as "${fixed.value}".`, fixed.confidence);
};
