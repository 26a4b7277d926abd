import type { Leaderboard } from "@ironworks/contracts";
import { useEffect, useRef, useState } from "react";
import { api } from "../../lib/api.ts";
import { type BoardQuery, boardParams } from "./board-query.ts";

export type LiveStatus = "connecting" | "on" | "updated" | "off";

/**
 * The leaderboard as the server rendered it, kept current: the event's stream (server-sent events,
 * every process's changes) says the leaderboard's version; when it is newer than the one shown, the
 * same division, page, search and filters are fetched again. EventSource reconnects by itself and the stream
 * starts with the current version, so a change made while disconnected is not missed.
 */
export function useLiveLeaderboard(initial: Leaderboard, query: BoardQuery) {
  const [board, setBoard] = useState(initial);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const shown = useRef(initial.version);
  const asked = useRef(query);
  asked.current = query;

  // A navigation (another division, page or search) brings new server data: show it.
  useEffect(() => {
    setBoard(initial);
    shown.current = initial.version;
  }, [initial]);

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setStatus("off");
      return;
    }
    const source = new EventSource(`/svc_event/events/${encodeURIComponent(initial.eventId)}/stream`);
    let fetching = false;
    let wanted = 0;
    const refresh = async () => {
      if (fetching) return;
      fetching = true;
      try {
        while (wanted > shown.current) {
          const target = wanted;
          const params = boardParams(asked.current);
          const res = await api.get<Leaderboard>(
            `/svc_event/events/${encodeURIComponent(initial.eventId)}/leaderboard?${params}`,
            {
              cache: "no-store",
            },
          );
          if (!res.ok) {
            setStatus("off");
            return;
          }
          shown.current = Math.max(res.data.version, target);
          setBoard(res.data);
          setStatus("updated");
        }
      } finally {
        fetching = false;
      }
    };
    source.addEventListener("open", () => setStatus((s) => (s === "updated" ? s : "on")));
    source.addEventListener("error", () => setStatus(source.readyState === EventSource.CLOSED ? "off" : "connecting"));
    source.addEventListener("leaderboard", (e) => {
      const version = Number((JSON.parse((e as MessageEvent<string>).data) as { version?: number }).version);
      if (!Number.isFinite(version)) return;
      wanted = Math.max(wanted, version);
      void refresh();
    });
    return () => source.close();
  }, [initial.eventId]);

  return { board, status };
}
