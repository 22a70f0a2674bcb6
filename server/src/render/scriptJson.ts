/**
 * JSON for a <script type="application/json"> block: `<` is escaped so no value (an
 * article title with '</script>') can end the block, and U+2028/U+2029 so the text is
 * also valid JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
