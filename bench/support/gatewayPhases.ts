// Preloaded into a gateway process by the overhead bench (`NODE_OPTIONS=--import …/gatewayPhases.ts`,
// `GATEWAY_PHASES_FILE`): times each `/graphql` request inside the gateway with Node's HTTP server
// diagnostics channels and its upstream calls with undici's (`gateway/src/upstream/transport.ts`), so
// that the gateway's own work can be told apart from the loopback transits the bench's outside
// measurement also charges to it. Nothing in the product changes.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';

/** One request as the gateway process saw it, in ms from the moment its headers were parsed. */
export interface GatewayPhases {
  requestId: string;
  /** Until the response was finished (handed to the socket). */
  totalMs: number;
  /** Until the first upstream call was started: parsing, validation, context, resolvers, loaders (all, without a call). */
  beforeFirstCallMs: number;
  /** From the end of the last upstream answer to the finished response: results, JSON, writing. */
  afterLastCallMs: number;
  /** Total minus the union of the upstream calls (from their start to the end of their answer). */
  ownMs: number;
  upstreamCalls: number;
  /**
   * CPU time (user + system) of the whole gateway process from the request's parsed headers to its finished
   * response: with sequential requests, the request's own CPU (and what the process did meanwhile: GC, timers).
   */
  cpuMs: number;
}

interface ServerRecord {
  start: number;
  cpu: NodeJS.CpuUsage;
}

interface CallSpan {
  start: number;
  end: number;
}

const file = process.env.GATEWAY_PHASES_FILE;
const servers = new WeakMap<IncomingMessage, ServerRecord>();
const callStarts = new WeakMap<object, { requestId: string; start: number }>();
const calls = new Map<string, CallSpan[]>();
const finished: Array<{ requestId: string; start: number; finish: number; cpuMs: number }> = [];

/** What the channels show of an undici request: its headers as a flat name, value, name, value… list. */
interface UndiciRequest {
  headers: unknown[];
}

function undiciHeader(headers: unknown[], name: string): string | undefined {
  for (let i = 0; i + 1 < headers.length; i += 2) {
    if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
  }
  return undefined;
}

function addSpan(requestId: string, start: number): void {
  const spans = calls.get(requestId) ?? [];
  spans.push({ start, end: performance.now() });
  calls.set(requestId, spans);
}

function phasesOf(requestId: string, start: number, finish: number, cpuMs: number): GatewayPhases {
  const spans = (calls.get(requestId) ?? []).sort((a, b) => a.start - b.start);
  const first = spans[0];
  // Answered from the shared cache alone: all of it is the gateway's own work, before any call.
  if (first === undefined) {
    const totalMs = finish - start;
    return { requestId, totalMs, beforeFirstCallMs: totalMs, afterLastCallMs: 0, ownMs: totalMs, upstreamCalls: 0, cpuMs };
  }
  let union = 0;
  let current: CallSpan = { ...first };
  for (const span of spans.slice(1)) {
    if (span.start <= current.end) current.end = Math.max(current.end, span.end);
    else {
      union += current.end - current.start;
      current = { ...span };
    }
  }
  union += current.end - current.start;
  return {
    requestId,
    totalMs: finish - start,
    beforeFirstCallMs: first.start - start,
    afterLastCallMs: finish - Math.max(...spans.map((span) => span.end)),
    ownMs: finish - start - union,
    upstreamCalls: spans.length,
    cpuMs,
  };
}

if (file !== undefined) {
  subscribe('http.server.request.start', (message) => {
    servers.set((message as { request: IncomingMessage }).request, { start: performance.now(), cpu: process.cpuUsage() });
  });
  subscribe('http.server.response.finish', (message) => {
    const { request } = message as { request: IncomingMessage; response: ServerResponse };
    const record = servers.get(request);
    const requestId = request.headers['x-request-id'];
    if (record === undefined || request.url !== '/graphql' || typeof requestId !== 'string') return;
    const cpu = process.cpuUsage(record.cpu);
    finished.push({ requestId, start: record.start, finish: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 });
  });
  // undici's calls: from the request's creation to the last byte of its answer, or to its failure.
  subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    const requestId = undiciHeader(request.headers, 'x-request-id');
    if (requestId !== undefined) callStarts.set(request, { requestId, start: performance.now() });
  });
  const undiciCallEnded = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const call = callStarts.get(request);
    if (call === undefined) return;
    callStarts.delete(request);
    addSpan(call.requestId, call.start);
  };
  subscribe('undici:request:trailers', undiciCallEnded);
  subscribe('undici:request:error', undiciCallEnded);
  // Node's HTTP client, which gateways before the undici transport used: a pair run may time one.
  subscribe('http.client.request.start', (message) => {
    const { request } = message as { request: ClientRequest };
    const requestId = request.getHeader('x-request-id');
    if (typeof requestId === 'string') callStarts.set(request, { requestId, start: performance.now() });
  });
  subscribe('http.client.response.finish', (message) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    const call = callStarts.get(request);
    if (call !== undefined) response.once('end', () => addSpan(call.requestId, call.start));
  });
  process.once('exit', () => {
    const phases = finished.map(({ requestId, start, finish, cpuMs }) => phasesOf(requestId, start, finish, cpuMs));
    writeFileSync(file, JSON.stringify(phases));
  });
}
