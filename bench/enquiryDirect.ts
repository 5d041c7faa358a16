// The enquiry search through the gateway against the same upstream calls made by the bench client straight to
// the utility API (bench/README.md, benchmark 7): what the gateway adds over the REST calls it makes.
import { graphql, tokenFor, upstreamCookieFor } from './support/graphql.ts';
import { startPortal } from './support/portal.ts';
import { timedInRounds } from './support/rounds.ts';
import { ratio, type Percentiles, percentiles } from './support/stats.ts';
import { type RecordedCall, replay, roundTrips, startCallRecorder } from './support/upstreamReplay.ts';

/** Budget (performance issue): the gateway adds at most 10 % over the direct REST calls, at p50 and at p95. */
export const DIRECT_RATIO_BUDGET = 1.1;

export interface DirectComparison {
  /** The gateway's upstream calls for the search, by round trip (`a + b` together, `→` after). */
  calls: string;
  /** The same requests as the gateway's own sequential figure, interleaved with the direct ones. */
  directMs: Percentiles;
  ratioP50: number;
  ratioP95: number;
  pass: boolean;
  /**
   * A request through the same gateway that reads nothing (`{ __typename }`, the same viewer), in the same
   * rounds: what any search through it pays for the hop alone, and the ratio a gateway whose search cost
   * no more than that would measure, (direct + it) ÷ direct, at p50 and p95.
   */
  floorMs: Percentiles;
  floorRatioP50: number;
  floorRatioP95: number;
}

/**
 * A gateway with the product's settings behind a proxy that records its calls with their bodies: what the
 * measured gateway makes for a search, warm (settings cached, the profile shared), to be replayed directly.
 */
export async function startCallCapture(apiUrl: string) {
  const recorder = await startCallRecorder(apiUrl);
  const gateway = await startPortal({ utilityApiUrl: recorder.url });
  const token = await tokenFor(gateway.url, 'employee');
  const cookie = await upstreamCookieFor(apiUrl, 'employee');
  /**
   * The round trips of a warm search with `query` and `variables`: of three, the one in the fewest, since a busy
   * machine can only delay a call the gateway started beside another past that one's answer, never the reverse.
   */
  const capture = async (query: string, variables: Record<string, unknown>): Promise<RecordedCall[][]> => {
    await graphql(gateway.url, query, { token, variables });
    recorder.take();
    let fewest: RecordedCall[][] | undefined;
    for (let i = 0; i < 3; i += 1) {
      await graphql(gateway.url, query, { token, variables });
      const trips = roundTrips(recorder.take());
      if (fewest === undefined || trips.length < fewest.length) fewest = trips;
    }
    return fewest ?? [];
  };
  const stop = async () => {
    await gateway.stop();
    await recorder.close();
  };
  return { capture, cookie, stop };
}

const pathOf = (call: RecordedCall) => new URL(call.path, 'http://api.invalid').pathname;

/**
 * `runs` rounds of the gateway's search (`viaGateway`), the same calls replayed to `apiUrl` and a request through
 * the gateway that reads nothing (`floor`), each first, second and third equally often; returns the gateway's
 * samples and the comparison.
 */
export async function measureAgainstDirect(
  viaGateway: () => Promise<unknown>,
  floor: () => Promise<unknown>,
  apiUrl: string,
  cookie: string,
  trips: RecordedCall[][],
  runs: number,
): Promise<{ gatewaySamples: number[]; direct: DirectComparison }> {
  const sides = { gateway: viaGateway, direct: () => replay(apiUrl, cookie, trips), floor };
  await sides.direct();
  await floor();
  const samples = await timedInRounds(runs, sides);
  const gatewayMs = percentiles(samples.gateway);
  const directMs = percentiles(samples.direct);
  const floorMs = percentiles(samples.floor);
  const ratioP50 = ratio(gatewayMs.p50, directMs.p50);
  const ratioP95 = ratio(gatewayMs.p95, directMs.p95);
  return {
    gatewaySamples: samples.gateway,
    direct: {
      calls: trips.map((trip) => trip.map(pathOf).join(' + ')).join(' → '),
      directMs,
      ratioP50,
      ratioP95,
      pass: ratioP50 <= DIRECT_RATIO_BUDGET && ratioP95 <= DIRECT_RATIO_BUDGET,
      floorMs,
      floorRatioP50: ratio(directMs.p50 + floorMs.p50, directMs.p50),
      floorRatioP95: ratio(directMs.p95 + floorMs.p95, directMs.p95),
    },
  };
}
