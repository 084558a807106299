import type { Page } from 'playwright-core';

/** Looks as the Settings dialog names them: its lists by their label and the option shown, its boxes on or off. */
export interface Looks {
  Table?: string;
  'Card backs'?: string;
  'Card size'?: string;
  four?: boolean;
  index?: boolean;
  left?: boolean;
}

const CHECKS = {
  four: /^Four-colour deck/,
  index: 'Large corner index',
  left: /^Left-handed/,
} as const;

/** Settings → Looks, as a player chooses them (by the names the lists show) → Close. */
export async function choose(page: Page, looks: Looks): Promise<void> {
  await page.locator('.bar').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  for (const list of ['Table', 'Card backs', 'Card size'] as const) {
    const name = looks[list];
    if (name) await dialog.getByLabel(list).selectOption({ label: name });
  }
  for (const box of ['four', 'index', 'left'] as const) {
    const on = looks[box];
    if (on !== undefined) await dialog.getByRole('checkbox', { name: CHECKS[box] }).setChecked(on);
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
