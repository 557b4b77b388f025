/** axe-core run in a page: what the accessibility suites count as a finding. */
import axe from "axe-core";
import type { Page } from "playwright-core";

/** axe-core's own script, to run in the page. */
const AXE_SOURCE = axe.source;

interface Finding {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: string[];
}

/** axe's serious and critical findings on the page as it is now (run through the debugger, past the CSP). */
export async function seriousFindings(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document) => Promise<{
          violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    // Colours are judged as drawn once a dialog's fade-in has ended, not half-way through it.
    const ending = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => String(n.target)),
      }));
  });
}
