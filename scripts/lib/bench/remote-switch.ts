/**
 * Time from a click on a link to another remote until that remote's page is painted:
 * performance.now() in a capture-phase click listener, then a new h1 in the shell's main
 * slot, then two animation frames (the frame with the h1 has been presented). single-spa's
 * app-change events confirm afterwards that the target remote is what mounted.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import type { RemoteSwitch } from './types';
import {
  loadPage,
  markHeadingsAsOld,
  mountedApplications,
  NEW_PAGE_HEADING,
  newBenchContext,
} from './browser';
import { headerLink, OWNER_OF } from './page-navigation';
import { errorText, median } from './stats';

export interface SwitchPlan {
  label: string;
  from: string;
  to: string;
}

interface PaintProbe {
  __benchPaint?: Promise<number>;
}

/** Runs in the page before the click; the promise settles with the click-to-paint time. */
function armPaintProbe(selector: string): void {
  const probe = window as unknown as PaintProbe;
  probe.__benchPaint = new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`${selector} did not appear`)), 20_000);
    const onClick = (): void => {
      const start = performance.now();
      let seen = false;
      const check = (): void => {
        if (seen || !document.querySelector(selector)) return;
        seen = true;
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timeout);
            resolve(performance.now() - start);
          }),
        );
      };
      const observer = new MutationObserver(check);
      observer.observe(document.documentElement, { childList: true, subtree: true });
      check();
    };
    document.addEventListener('click', onClick, { capture: true, once: true });
  });
}

async function sample(context: BrowserContext, baseUrl: string, plan: SwitchPlan): Promise<number> {
  const page = await context.newPage();
  try {
    await loadPage(page, baseUrl + plan.from);
    await markHeadingsAsOld(page);
    await page.evaluate(armPaintProbe, NEW_PAGE_HEADING);
    await page.locator(headerLink(plan.to)).first().click();
    const elapsed = await page.evaluate(
      () => (window as unknown as PaintProbe).__benchPaint ?? Number.NaN,
    );
    const target = OWNER_OF[plan.to];
    if (target && !(await mountedApplications(page)).includes(target)) {
      throw new Error(`${target} did not mount`);
    }
    return elapsed;
  } finally {
    await page.close();
  }
}

export async function measureRemoteSwitch(
  browser: Browser,
  baseUrl: string,
  plan: SwitchPlan,
  samples: number,
): Promise<RemoteSwitch> {
  const result: RemoteSwitch = {
    label: plan.label,
    from: plan.from,
    target: OWNER_OF[plan.to] ?? 'unknown',
    coldMs: [],
    warmMs: [],
    coldMedianMs: Number.NaN,
    warmMedianMs: Number.NaN,
  };
  try {
    // Cold: a new context (empty HTTP cache) per sample, as on a first visit.
    for (let i = 0; i < samples; i += 1) {
      const context = await newBenchContext(browser);
      try {
        result.coldMs.push(await sample(context, baseUrl, plan));
      } finally {
        await context.close();
      }
    }
    // Warm: one context; a first switch fills the cache, then each sample loads a new document.
    const context = await newBenchContext(browser);
    try {
      await sample(context, baseUrl, plan);
      for (let i = 0; i < samples; i += 1) result.warmMs.push(await sample(context, baseUrl, plan));
    } finally {
      await context.close();
    }
  } catch (error) {
    result.error = errorText(error);
  }
  result.coldMedianMs = median(result.coldMs);
  result.warmMedianMs = median(result.warmMs);
  return result;
}
