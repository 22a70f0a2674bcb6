// The Contact Agent form's fields and rules, apart from its rendering so they can be read
// (and tested) on their own. The messages are the form's whole validation: it sets
// noValidate, so the browser adds no bubbles of its own.

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  privacy: boolean;
}

export type ContactField = keyof ContactValues;

/** The fields in the order they show, which is also the order the first error is focused in. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'message', 'privacy'];

/** A 10-digit Indian mobile number (starts with 6 to 9), with an optional +91 or 0 prefix, spaces and dashes allowed. */
export function isIndianMobile(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  return /^[6-9]\d{9}$/.test(digits);
}

/** Something@domain.tld with no spaces: what a person can check by eye, not the full RFC 5322 grammar. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

/** What is wrong with each field, if anything: one message per field, the first rule it fails. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.phone) errors.phone = 'Please enter your mobile number.';
  else if (!isIndianMobile(values.phone)) errors.phone = 'Enter a 10-digit Indian mobile number, e.g. 98765 43210.';
  if (!values.email) errors.email = 'Please enter your email address.';
  else if (!isEmailAddress(values.email)) errors.email = 'Enter a valid email address, e.g. name@example.com.';
  if (!values.privacy) errors.privacy = 'Please accept the privacy policy to continue.';
  return errors;
}
