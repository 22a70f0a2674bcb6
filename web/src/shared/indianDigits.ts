/**
 * Indian digit grouping (12,34,567.89), written out rather than through
 * `Intl.NumberFormat('en-IN')`: on a phone, building that formatter loads ICU's locale
 * data and costs a 50-60 ms task on first use, in the middle of hydration. The output
 * is the same as Intl's with `maximumFractionDigits` (tests/web/indianDigits.test.ts
 * compares them): rounding is half away from zero on the number's shortest decimal
 * form, trailing zeros are dropped, and a negative value that rounds to zero keeps
 * its sign ("-0").
 */
export function groupIndian(value: number, maximumFractionDigits = 0): string {
  // Exponent notation (1e21 and up, or below 1e-6) is outside what this handles; Intl does.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21 || (value !== 0 && Math.abs(value) < 1e-6)) {
    return new Intl.NumberFormat('en-IN', { maximumFractionDigits }).format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = roundDecimal(String(Math.abs(value)), maximumFractionDigits);
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** '2.345', 2 -> ['2', '35']: a plain decimal string rounded half-up to `digits` places, trailing zeros dropped. */
function roundDecimal(decimal: string, digits: number): [string, string] {
  const [whole, fraction = ''] = decimal.split('.');
  if (fraction.length <= digits) return [whole, fraction.replace(/0+$/, '')];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const roundUp = fraction.charCodeAt(digits) >= 53; // '5'
  const digitsOut = roundUp ? incrementDigits(kept) : kept;
  const wholeOut = digitsOut.slice(0, digitsOut.length - digits) || '0';
  return [wholeOut, digitsOut.slice(digitsOut.length - digits).replace(/0+$/, '')];
}

/** '1299' -> '1300', '99' -> '100'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}
