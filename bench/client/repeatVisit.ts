import type { Browser, BrowserContext } from '@playwright/test';
import type { RecordingProxy, Transfer } from '../support/recordingProxy.ts';
import { freshContext, visit } from './browser.ts';

/** Bytes of one visit that crossed the network, by kind. */
export interface VisitBytes {
  total: number;
  js: number;
  css: number;
  html: number;
  /** Everything else: GraphQL answers, the service worker script. */
  other: number;
  requests: number;
}

export interface RepeatVisitResult {
  first: VisitBytes;
  repeat: VisitBytes;
  /** Repeat-visit bytes / first-visit bytes. */
  repeatRatio: number;
  serviceWorkerControlled: boolean;
  budget: { rule: string; pass: boolean };
}

function bytesOf(transfers: Transfer[]): VisitBytes {
  const of = (test: (t: Transfer) => boolean) => transfers.filter(test).reduce((total, t) => total + t.bytes, 0);
  const js = of((t) => t.contentType.includes('javascript') && t.path.startsWith('/assets/'));
  const css = of((t) => t.contentType.includes('text/css'));
  const html = of((t) => t.contentType.includes('text/html'));
  const total = of(() => true);
  return { total, js, css, html, other: total - js - css - html, requests: transfers.length };
}

/** Waits until the service worker controls the page and has finished its precache. */
async function serviceWorkerReady(context: BrowserContext): Promise<void> {
  const page = context.pages()[0];
  if (!page) throw new Error('no page in the context');
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
}

/**
 * Benchmark 4: /login twice in one profile, counting at a proxy in front of the gateway every byte
 * that crossed the network, the service worker's own fetches included. The HTTP cache is off for the
 * repeat visit, so only the service worker can spare the scripts.
 */
export async function measureRepeatVisit(browser: Browser, proxy: RecordingProxy): Promise<RepeatVisitResult> {
  const context = await freshContext(browser, proxy.url);
  const page = await context.newPage();
  proxy.reset();
  await visit(page, '/login');
  await serviceWorkerReady(context);
  await page.waitForLoadState('networkidle');
  const first = bytesOf(proxy.transfers());
  await page.close();

  const again = await context.newPage();
  const cdp = await context.newCDPSession(again);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  proxy.reset();
  await visit(again, '/login');
  const repeat = bytesOf(proxy.transfers());
  const serviceWorkerControlled = (await again.evaluate('navigator.serviceWorker.controller !== null')) === true;
  await context.close();
  return {
    first,
    repeat,
    repeatRatio: Math.round((repeat.total / first.total) * 1000) / 1000,
    serviceWorkerControlled,
    budget: { rule: 'a repeat visit to /login loads no JavaScript from the network', pass: repeat.js === 0 && serviceWorkerControlled },
  };
}
