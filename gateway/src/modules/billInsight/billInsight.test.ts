import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createGateway, type Gateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
let andreas: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  andreas = await harness.signedIn(DEMO_LOGINS.mobile);
});
afterAll(() => harness.close());

interface Money { amount: string; formatted: string }
interface Comparison {
  basis: string;
  baseline: { invoiceNumber: string; periodFrom: string; amount: Money };
  difference: Money;
  consumptionEffect: Money;
  tariffEffect: Money;
  daysEffect: Money;
  days: number;
  baselineDays: number;
  tariffChanged: boolean;
  unitPrice: Money;
  baselineUnitPrice: Money;
}
interface Forecast {
  periodFrom: string;
  periodTo: string;
  days: number;
  measuredDays: number;
  measuredUntil: string | null;
  basis: string;
  recentBills: number;
  consumptionSoFar: number;
  expectedConsumption: number;
  lowConsumption: number;
  highConsumption: number;
  consumptionUnit: string;
  amount: Money;
  low: Money;
  high: Money;
}

const COMPARISON = 'basis baseline { invoiceNumber periodFrom amount { amount } } difference { amount formatted } consumptionEffect { amount } tariffEffect { amount } daysEffect { amount } days baselineDays tariffChanged unitPrice { amount } baselineUnitPrice { amount }';
const FORECAST = 'periodFrom periodTo days measuredDays measuredUntil basis recentBills consumptionSoFar expectedConsumption lowConsumption highConsumption consumptionUnit amount { amount formatted } low { amount } high { amount }';
const INSIGHT = /* GraphQL */ `
  query {
    viewer { user { selectedAccount {
      latestBill { periodFrom periodTo amount { amount } comparedWithPrevious { ${COMPARISON} } comparedWithLastYear { ${COMPARISON} } }
      billForecast { ${FORECAST} }
    } } }
  }
`;

type Insight = {
  latestBill: { periodFrom: string; periodTo: string; amount: Money; comparedWithPrevious: Comparison | null; comparedWithLastYear: Comparison | null };
  billForecast: Forecast | null;
};

async function insight(browser: TestBrowser): Promise<Insight> {
  const answer = await browser.graphql(INSIGHT);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { viewer: { user: { selectedAccount: Insight } } }).viewer.user.selectedAccount;
}

const cents = (money: Money) => Math.round(Number(money.amount) * 100);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('bill comparison', () => {
  it('splits the change from the previous bill and from the same period last year into parts that add up to it', async () => {
    harness.upstream.reset();
    const { latestBill } = await insight(maria);
    for (const comparison of [latestBill.comparedWithPrevious, latestBill.comparedWithLastYear]) {
      expect(comparison).not.toBeNull();
      const { difference, consumptionEffect, tariffEffect, daysEffect, baseline } = comparison as Comparison;
      expect(cents(difference)).toBe(cents(latestBill.amount) - cents(baseline.amount));
      expect(cents(consumptionEffect) + cents(tariffEffect) + cents(daysEffect)).toBe(cents(difference));
    }
    // The demo tariff rose six months ago (utility-api seed/tariffs.ts): only the year-on-year comparison crosses it.
    expect(latestBill.comparedWithPrevious).toMatchObject({ basis: 'PREVIOUS_BILL', tariffChanged: false, tariffEffect: { amount: '0.00' }, unitPrice: { amount: '1.35' } });
    expect(latestBill.comparedWithLastYear).toMatchObject({ basis: 'SAME_PERIOD_LAST_YEAR', tariffChanged: true, unitPrice: { amount: '1.35' }, baselineUnitPrice: { amount: '1.22' } });
    expect(cents(latestBill.comparedWithLastYear?.tariffEffect as Money)).toBeGreaterThan(0);
    expect(latestBill.comparedWithLastYear?.baseline.periodFrom.slice(0, 7)).toBe(`${Number(latestBill.periodFrom.slice(0, 4)) - 1}${latestBill.periodFrom.slice(4, 7)}`);
    expect(latestBill.comparedWithPrevious?.difference.formatted).toMatch(/^-?\d+[.,]\d{2} €$/);
    // Three bills charged once each; the year of bills in one page of 25 that holds the latest bill's page of 10 too.
    expect(harness.upstream.count('/Bill/GetCharges')).toBe(3);
    expect(harness.upstream.count('/Bill/GetItems')).toBe(1);
  });

  it('has nothing to compare the account\'s first bill with', async () => {
    const answer = await maria.graphql(`query { viewer { user { selectedAccount { bills(first: 30) { edges { node { comparedWithPrevious { basis } comparedWithLastYear { basis } } } } } } } }`);
    const edges = (answer.body.data as { viewer: { user: { selectedAccount: { bills: { edges: Array<{ node: object }> } } } } }).viewer.user.selectedAccount.bills.edges;
    expect(edges.at(-1)?.node).toEqual({ comparedWithPrevious: null, comparedWithLastYear: null });
    // The twelfth bill from the newest is the oldest one with a bill a year before it.
    expect(edges[11]?.node).toEqual({ comparedWithPrevious: { basis: 'PREVIOUS_BILL' }, comparedWithLastYear: { basis: 'SAME_PERIOD_LAST_YEAR' } });
    expect(edges[12]?.node).toEqual({ comparedWithPrevious: { basis: 'PREVIOUS_BILL' }, comparedWithLastYear: null });
  });
});

describe('bill forecast', () => {
  it('forecasts Maria\'s open period from her readings so far, with a range around it', async () => {
    const { latestBill, billForecast } = await insight(maria);
    const forecast = billForecast as Forecast;
    expect(forecast).toMatchObject({ periodFrom: nextDay(latestBill.periodTo), basis: 'READINGS', recentBills: 6, consumptionUnit: 'm³' });
    expect(forecast.measuredDays).toBeGreaterThan(0);
    expect(forecast.measuredUntil).not.toBeNull();
    expect(forecast.consumptionSoFar).toBeGreaterThan(0);
    expect(cents(forecast.low)).toBeLessThanOrEqual(cents(forecast.amount));
    expect(cents(forecast.amount)).toBeLessThanOrEqual(cents(forecast.high));
    expect(cents(forecast.low)).toBeLessThan(cents(forecast.high));
    expect(forecast.lowConsumption).toBeLessThanOrEqual(forecast.expectedConsumption);
  });

  it('falls back on recent bills while no reading covers the period (Andreas\'s meter was read months ago)', async () => {
    const forecast = (await insight(andreas)).billForecast as Forecast;
    expect(forecast).toMatchObject({ basis: 'RECENT_BILLS', measuredDays: 0, measuredUntil: null, consumptionSoFar: 0 });
    expect(cents(forecast.low)).toBeLessThanOrEqual(cents(forecast.amount));
    expect(cents(forecast.amount)).toBeLessThanOrEqual(cents(forecast.high));
  });
});

describe('a failing upstream', () => {
  let failing: Server;
  let gateway: Gateway;
  beforeAll(async () => {
    // Passes everything to the utility API except the open period, which answers 500.
    const target = new URL(harness.apiUrl);
    failing = createServer((req, res) => {
      if (req.url?.toLowerCase().startsWith('/bill/getopenperiod')) {
        req.resume();
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":99,"text":"down"}');
        return;
      }
      req.pipe(forward({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    gateway = createGateway({ ...loadConfig({ LOG_LEVEL: 'silent' }), utilityApiUrl: url, upstreamRetries: 0 });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => failing.close(resolve));
  });

  it('answers the forecast as null with a coded error at its path, and the rest of the account', async () => {
    const browser = new TestBrowser(gateway.yoga);
    await browser.graphql(LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } });
    const answer = await browser.graphql(INSIGHT);
    const account = (answer.body.data as { viewer: { user: { selectedAccount: Insight } } }).viewer.user.selectedAccount;
    expect(account.billForecast).toBeNull();
    expect(account.latestBill.comparedWithPrevious?.basis).toBe('PREVIOUS_BILL');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ path: ['viewer', 'user', 'selectedAccount', 'billForecast'], extensions: expect.objectContaining({ code: expect.stringMatching(/^UPSTREAM_/) }) }),
    ]);
  });
});
