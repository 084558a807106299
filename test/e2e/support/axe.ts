import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary: string }[];
}

/**
 * Runs axe-core in the page. The extension page's CSP (script-src 'self') refuses an inline
 * <script>, so page.addScriptTag cannot bring axe in; evaluating its source through the
 * DevTools protocol is not subject to the page's CSP.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as never;
  });
}

/** Violations as a reviewer wants to read them: the rule, why, and each element with what to fix. */
export function formatViolations(vs: AxeViolation[]): string {
  return vs
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map(
          (n) => `  ${n.target.join(' ')}\n    ${n.html}\n    ${n.failureSummary.replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
