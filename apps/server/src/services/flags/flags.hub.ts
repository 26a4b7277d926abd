import type { FeaturesPayload } from "./flags.values.ts";

export interface FlagsHubOptions {
  /** Open streams one client address may hold (SPEC: "open streams are capped per client address"). */
  maxPerAddress?: number;
  /** Open streams the whole process may hold. */
  maxTotal?: number;
  /** Keep-alive interval (the GrowthBook proxy pings every 30 s). */
  pingMs?: number;
  /** A stream this far behind (queued messages) is closed: the client reconnects and gets the current payload. */
  maxQueued?: number;
}

interface Stream {
  controller: ReadableStreamDefaultController<Uint8Array>;
  address: string;
}

const encoder = new TextEncoder();
/** `retry:` tells EventSource how long to wait before reconnecting after a drop (proxy: 10 s). */
const RETRY = encoder.encode("retry: 10000\n\n");
/** An empty data line: keeps proxies from timing the connection out; EventSource dispatches nothing. */
const PING = encoder.encode("data: \n\n");

export type OpenResult = { ok: true; body: ReadableStream<Uint8Array> } | { ok: false; reason: "address" | "total" };

/**
 * The open /sub/{clientKey} streams of this process. A change is encoded once and queued on every
 * stream (GrowthBook proxy wire format: `id`, `event: features`, one `data:` line of JSON); one
 * timer pings them all. Streams are counted per client address and in total, and dropped when the
 * client goes away (the HTTP adapter cancels the body) or falls too far behind.
 */
export function createFlagsHub(options: FlagsHubOptions = {}) {
  const maxPerAddress = options.maxPerAddress ?? 20;
  const maxTotal = options.maxTotal ?? 20_000;
  const pingMs = options.pingMs ?? 30_000;
  const maxQueued = options.maxQueued ?? 64;
  const streams = new Set<Stream>();
  const perAddress = new Map<string, number>();
  let nextId = 1;
  let pinger: ReturnType<typeof setInterval> | null = null;

  function message(payload: FeaturesPayload): Uint8Array {
    return encoder.encode(`id: ${nextId++}\nevent: features\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  function remove(stream: Stream) {
    if (!streams.delete(stream)) return;
    const n = (perAddress.get(stream.address) ?? 1) - 1;
    if (n > 0) perAddress.set(stream.address, n);
    else perAddress.delete(stream.address);
    if (streams.size === 0 && pinger) {
      clearInterval(pinger);
      pinger = null;
    }
  }

  function send(stream: Stream, chunk: Uint8Array) {
    try {
      if ((stream.controller.desiredSize ?? 0) < -maxQueued) {
        remove(stream);
        stream.controller.close();
        return;
      }
      stream.controller.enqueue(chunk);
    } catch {
      remove(stream); // already closed or errored
    }
  }

  function ensurePinger() {
    if (pinger || pingMs <= 0) return;
    pinger = setInterval(() => {
      for (const stream of streams) send(stream, PING);
    }, pingMs);
    pinger.unref();
  }

  return {
    /** A new stream that starts with the current payload, or why it was refused. */
    open(address: string, payload: FeaturesPayload): OpenResult {
      if (streams.size >= maxTotal) return { ok: false, reason: "total" };
      if ((perAddress.get(address) ?? 0) >= maxPerAddress) return { ok: false, reason: "address" };
      let stream: Stream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = { controller, address };
          streams.add(stream);
          perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
          controller.enqueue(RETRY);
          // The current payload first: a browser whose cached payload is older catches up at once.
          controller.enqueue(message(payload));
          ensurePinger();
        },
        cancel() {
          if (stream) remove(stream);
        },
      });
      return { ok: true, body };
    },
    broadcast(payload: FeaturesPayload) {
      if (streams.size === 0) return;
      const chunk = message(payload);
      for (const stream of streams) send(stream, chunk);
    },
    stats() {
      return { open: streams.size, addresses: perAddress.size };
    },
    /** Ends every stream (shutdown, tests). */
    closeAll() {
      for (const stream of [...streams]) {
        remove(stream);
        try {
          stream.controller.close();
        } catch {}
      }
    },
  };
}
export type FlagsHub = ReturnType<typeof createFlagsHub>;
