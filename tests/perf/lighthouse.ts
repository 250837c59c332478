/**
 * Lighthouse (mobile, its default) on a signed-in screen, for `npm run perf`.
 * Lighthouse cannot sign in by itself, and the app is not changed for it: Chromium is
 * started by Playwright with a persistent profile and a DevTools port, the session of the
 * perf run (the token in localStorage, the shop cookie) is put into that profile, and
 * Lighthouse runs through the same port with `disableStorageReset`, so it loads the page
 * as the signed-in merchant would. Prints nothing itself; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { freePort } from '../e2e/support/gateway';

type Session = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  failing: string[];
  /** The elements each failing accessibility audit names (its first few), to fix them. */
  elements: string[];
  /** The metrics behind the performance score, as Lighthouse shows them. */
  metrics: string;
}

export async function lighthouseScores(origin: string, pathname: string, session: Session): Promise<LighthouseScores> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'perf-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    await context.addCookies(session.cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    const stored = session.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
    await page.goto('about:blank');
    const result = await lighthouse(`${origin}${pathname}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})`);
    const a11yIds = new Set((lhr.categories.accessibility?.auditRefs ?? []).map((r) => r.id));
    const elements = Object.values(lhr.audits)
      .filter((a) => a11yIds.has(a.id) && a.score !== null && a.score < 1)
      .flatMap((a) =>
        (
          (
            a.details as
              { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] } | undefined
          )?.items ?? []
        )
          .slice(0, 4)
          .map(
            (item) =>
              `${a.id}: ${item.node?.selector ?? ''} ${item.node?.snippet?.slice(0, 120) ?? ''} ${item.node?.explanation?.slice(0, 300) ?? ''}`,
          ),
      );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    return {
      metrics,
      elements,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      failing,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
