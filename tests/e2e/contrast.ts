import type { Page } from '@playwright/test';

/**
 * WCAG contrast of every element matched by `selector` in the main content, against the
 * first opaque background behind it (semi-transparent text is blended onto it first).
 */
export async function lowContrast(page: Page, selector: string): Promise<string[]> {
  return page.locator('main').evaluate((main, css) => {
    const parse = (value: string) => {
      const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const background = (element: Element | null): { r: number; g: number; b: number } => {
      for (let node = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color.a === 1) return color;
      }
      return parse(getComputedStyle(document.documentElement).backgroundColor);
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    return [...main.querySelectorAll(css)]
      .filter((element) => (element as HTMLElement).offsetParent !== null && element.textContent?.trim())
      .map((element) => {
        const back = background(element);
        const fore = parse(getComputedStyle(element).color);
        const text = { r: fore.r * fore.a + back.r * (1 - fore.a), g: fore.g * fore.a + back.g * (1 - fore.a), b: fore.b * fore.a + back.b * (1 - fore.a) };
        const [light, dark] = [luminance(text), luminance(back)].sort((x, y) => y - x);
        return { text: element.textContent!.trim(), ratio: (light + 0.05) / (dark + 0.05) };
      })
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, ratio }) => `${text}: ${ratio.toFixed(2)}:1`);
  }, selector);
}
