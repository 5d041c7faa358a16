import { type Locator, expect } from '@playwright/test';

/**
 * Picks with a search-as-you-type picker (client/src/components/Combobox.tsx) as a user does: opens it, reads the
 * option at `index` of what it offers untyped, types the start of that option (its code) and picks the match.
 * Answers the picked option's text.
 */
export async function typeAndPick(combobox: Locator, index: number): Promise<string> {
  await combobox.click();
  // The picker's own list: the page's selects have options too.
  const list = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  const label = (await list.getByRole('option').nth(index).textContent()) ?? '';
  await combobox.fill(label.split(' · ')[0] ?? label);
  await list.getByRole('option', { name: label, exact: true }).click();
  await expect(combobox).toHaveValue(label);
  return label;
}
