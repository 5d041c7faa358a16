import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text against the first opaque background behind it, read
 * from the computed styles (solid colours only: the portal draws no text over gradients or pictures).
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background: number[] = [255, 255, 255];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const colour = rgb(getComputedStyle(current).backgroundColor);
      if (colour.length === 3 || (colour.length === 4 && colour[3] === 1)) {
        background = colour.slice(0, 3);
        break;
      }
    }
    const [lighter, darker] = [luminance(rgb(getComputedStyle(node).color)), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}
