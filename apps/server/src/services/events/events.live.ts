/**
 * The open leaderboard streams of this process (issue #20 item 5). A stream belongs to one event;
 * it starts with the event's current leaderboard version and receives `event: leaderboard` with
 * the new version whenever what the leaderboard shows changes, in any process: the service
 * publishes on the change bus (Redis pub/sub or PostgreSQL NOTIFY, ADR 0032/0038), every process
 * reads the versions of the events its clients watch and tells them. A client that reconnects
 * (EventSource sends Last-Event-ID) gets the current version at once, so nothing is missed: the
 * message says "your copy is older than N", and the page fetches the leaderboard it shows.
 */

interface Stream {
  controller: ReadableStreamDefaultController<Uint8Array>;
  address: string;
  eventId: string;
}

const encoder = new TextEncoder();
const RETRY = encoder.encode("retry: 2000\n\n");
const PING = encoder.encode(": ping\n\n");

export type LiveOpen = { ok: true; body: ReadableStream<Uint8Array> } | { ok: false };

export function createLeaderboardHub(options: {
  version: (eventId: string) => Promise<number | null>;
  maxPerAddress?: number;
  maxTotal?: number;
  pingMs?: number;
  onError?: (err: unknown) => void;
}) {
  const maxPerAddress = options.maxPerAddress ?? 20;
  const maxTotal = options.maxTotal ?? 20_000;
  const pingMs = options.pingMs ?? 25_000;
  const byEvent = new Map<string, Set<Stream>>();
  const perAddress = new Map<string, number>();
  const sent = new Map<string, number>();
  let total = 0;
  let pinger: ReturnType<typeof setInterval> | null = null;
  let checking: Promise<void> | null = null;
  let again = false;

  const message = (version: number) =>
    encoder.encode(`id: ${version}\nevent: leaderboard\ndata: {"version":${version}}\n\n`);

  function remove(stream: Stream) {
    const set = byEvent.get(stream.eventId);
    if (!set?.delete(stream)) return;
    total--;
    if (set.size === 0) {
      byEvent.delete(stream.eventId);
      sent.delete(stream.eventId);
    }
    const n = (perAddress.get(stream.address) ?? 1) - 1;
    if (n > 0) perAddress.set(stream.address, n);
    else perAddress.delete(stream.address);
    if (total === 0 && pinger) {
      clearInterval(pinger);
      pinger = null;
    }
  }

  function send(stream: Stream, chunk: Uint8Array) {
    try {
      if ((stream.controller.desiredSize ?? 0) < -64) {
        remove(stream);
        stream.controller.close();
        return;
      }
      stream.controller.enqueue(chunk);
    } catch {
      remove(stream);
    }
  }

  /** Reads the version of every watched event; tells the watchers of each that moved. */
  async function checkAll(): Promise<void> {
    for (const eventId of [...byEvent.keys()]) {
      const version = await options.version(eventId);
      if (version === null || version <= (sent.get(eventId) ?? -1)) continue;
      sent.set(eventId, version);
      const chunk = message(version);
      for (const stream of byEvent.get(eventId) ?? []) send(stream, chunk);
    }
  }

  return {
    open(eventId: string, address: string, version: number): LiveOpen {
      if (total >= maxTotal || (perAddress.get(address) ?? 0) >= maxPerAddress) return { ok: false };
      let stream: Stream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = { controller, address, eventId };
          const set = byEvent.get(eventId) ?? new Set();
          set.add(stream);
          byEvent.set(eventId, set);
          total++;
          perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
          if (!sent.has(eventId) || (sent.get(eventId) ?? 0) < version) sent.set(eventId, version);
          controller.enqueue(RETRY);
          controller.enqueue(message(version));
          if (!pinger && pingMs > 0) {
            pinger = setInterval(() => {
              for (const set of byEvent.values()) for (const s of set) send(s, PING);
            }, pingMs);
            pinger.unref();
          }
        },
        cancel() {
          if (stream) remove(stream);
        },
      });
      return { ok: true, body };
    },
    /** Something changed somewhere: one check at a time, one more after it if more came meanwhile. */
    changed(): Promise<void> {
      if (checking) {
        again = true;
        return checking;
      }
      checking = (async () => {
        do {
          again = false;
          await checkAll().catch((err: unknown) => options.onError?.(err));
        } while (again);
        checking = null;
      })();
      return checking;
    },
    stats: () => ({ open: total, events: byEvent.size }),
    closeAll() {
      for (const set of [...byEvent.values()])
        for (const s of [...set]) {
          remove(s);
          try {
            s.controller.close();
          } catch {}
        }
    },
  };
}
export type LeaderboardHub = ReturnType<typeof createLeaderboardHub>;
