import type { Browser, Page } from '@playwright/test';
import { employeeFiles, sum, type Weight, weightOf } from '../support/builtClient.ts';
import { ratio } from '../support/stats.ts';
import { freshContext, signInCustomer, visit } from './browser.ts';

/** Budget (issue "Benchmarks and performance budgets"): the login page's JavaScript, compressed. */
export const LOGIN_JS_BUDGET_BYTES = 150 * 1024;
/** Customer screens visited after /userHome to see whether any employee chunk ever loads. */
const CUSTOMER_ROUTES = ['/account', '/financial', '/app/readings', '/emails', '/attachments', '/billPayment'];

export interface PageWeight {
  path: string;
  js: Weight & { files: number };
  css: Weight & { files: number };
}

export interface WeightResult {
  login: PageWeight;
  userHome: PageWeight;
  /** Brotli JS of /login / budget; gzip beside it. Below 1 passes. */
  loginBudget: { rule: string; brotliRatio: number; gzipRatio: number; pass: boolean };
  employeeChunks: { rule: string; customerRoutesVisited: string[]; loaded: string[]; pass: boolean };
}

/** Script and style files the page itself loaded (a fresh profile: all of them from the network). */
function collectAssets(page: Page): Set<string> {
  const assets = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && response.ok()) assets.add(path);
  });
  return assets;
}

function weigh(path: string, assets: Set<string>): PageWeight {
  const files = [...assets];
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  return {
    path,
    js: { ...sum(js.map(weightOf)), files: js.length },
    css: { ...sum(css.map(weightOf)), files: css.length },
  };
}

/** Benchmark 3a: the compressed weight of a first visit to /login and to /userHome, in Chromium. */
export async function measureWeight(browser: Browser, baseUrl: string): Promise<WeightResult> {
  const visitor = await freshContext(browser, baseUrl);
  const loginPage = await visitor.newPage();
  const loginAssets = collectAssets(loginPage);
  await visit(loginPage, '/login');
  await visitor.close();

  const customer = await freshContext(browser, baseUrl);
  await signInCustomer(customer);
  const homePage = await customer.newPage();
  const homeAssets = collectAssets(homePage);
  await visit(homePage, '/userHome');
  const userHome = weigh('/userHome', homeAssets);
  for (const route of CUSTOMER_ROUTES) await visit(homePage, route);
  await customer.close();

  const login = weigh('/login', loginAssets);
  const employee = employeeFiles();
  const loaded = [...homeAssets].filter((file) => employee.has(file));
  return {
    login,
    userHome,
    loginBudget: {
      rule: `/login JavaScript ≤ ${LOGIN_JS_BUDGET_BYTES / 1024} KB compressed (brotli)`,
      brotliRatio: ratio(login.js.brotli, LOGIN_JS_BUDGET_BYTES),
      gzipRatio: ratio(login.js.gzip, LOGIN_JS_BUDGET_BYTES),
      pass: login.js.brotli <= LOGIN_JS_BUDGET_BYTES,
    },
    employeeChunks: {
      rule: 'a customer never loads an employee screen or its texts',
      customerRoutesVisited: ['/userHome', ...CUSTOMER_ROUTES],
      loaded,
      pass: loaded.length === 0,
    },
  };
}
