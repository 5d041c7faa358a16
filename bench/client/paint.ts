import type { Browser } from '@playwright/test';
import { percentile, ratio, round } from '../support/stats.ts';
import { freshContext, signInCustomer, visit } from './browser.ts';

/** Cold loads per page and throttling; the median of a few runs steadies a 2-core machine. */
const RUNS = 3;
/** Lighthouse's mobile preset slows the CPU four times. */
const THROTTLED = 4;
/** After the network is idle, late long tasks (lazy screens, locales) still get a moment to show. */
const TAIL_MS = 500;

/**
 * Installed before the page's own scripts: largest contentful paint, first contentful paint and
 * long tasks, as Lighthouse reads them. A string, because it runs in the page, not in Node.
 */
const OBSERVERS = `
window.__bench = { lcp: 0, fcp: 0, longTasks: [] };
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; })
  .observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });
`;

interface Observed {
  lcp: number;
  fcp: number;
  longTasks: Array<[number, number]>;
}

export interface PaintFigures {
  path: string;
  cpuSlowdown: number;
  /** Medians of RUNS cold loads, milliseconds. */
  lcpMs: number;
  /** Sum of the part of every long task after first contentful paint beyond 50 ms. */
  tbtMs: number;
}

export interface PaintResult {
  runs: PaintFigures[];
  /** Throttled / unthrottled LCP per page. */
  throttledLcpRatio: Record<string, number>;
}

async function coldLoad(browser: Browser, baseUrl: string, path: string, cpuSlowdown: number): Promise<Observed> {
  const context = await freshContext(browser, baseUrl);
  if (path !== '/login') await signInCustomer(context);
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await visit(page, path);
  await page.waitForTimeout(TAIL_MS);
  const observed = (await page.evaluate('window.__bench')) as Observed;
  await context.close();
  return observed;
}

function totalBlockingTime({ fcp, longTasks }: Observed): number {
  return longTasks.filter(([start]) => start >= fcp).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
}

/** Benchmark 3b: LCP and TBT of cold loads of /login and /userHome, CPU throttling off and on. */
export async function measurePaint(browser: Browser, baseUrl: string): Promise<PaintResult> {
  const runs: PaintFigures[] = [];
  for (const path of ['/login', '/userHome']) {
    for (const cpuSlowdown of [1, THROTTLED]) {
      const observed: Observed[] = [];
      for (let i = 0; i < RUNS; i += 1) observed.push(await coldLoad(browser, baseUrl, path, cpuSlowdown));
      runs.push({
        path,
        cpuSlowdown,
        lcpMs: round(percentile(observed.map((o) => o.lcp), 50), 0),
        tbtMs: round(percentile(observed.map(totalBlockingTime), 50), 0),
      });
    }
  }
  const lcpOf = (path: string, slowdown: number) => runs.find((r) => r.path === path && r.cpuSlowdown === slowdown)?.lcpMs ?? Number.NaN;
  return {
    runs,
    throttledLcpRatio: Object.fromEntries(['/login', '/userHome'].map((path) => [path, ratio(lcpOf(path, THROTTLED), lcpOf(path, 1))])),
  };
}
