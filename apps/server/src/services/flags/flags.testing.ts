/** Reads Server-Sent Events from a response body, one message at a time (tests and benches). */
export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
  retry?: number;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  // A read that outlived a timeout is kept, so its chunk is not lost.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  function parse(block: string): SseMessage {
    const message: SseMessage = { data: "" };
    const data: string[] = [];
    for (const line of block.split("\n")) {
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "data") data.push(value);
      else if (field === "event") message.event = value;
      else if (field === "id") message.id = value;
      else if (field === "retry") message.retry = Number(value);
    }
    message.data = data.join("\n");
    return message;
  }

  return {
    /** The next message, or throws after `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parse(block);
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no SSE message in time");
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no SSE message in time")), left);
        });
        try {
          pending ??= reader.read();
          const { done, value } = await Promise.race([pending, timeout]);
          pending = null;
          if (done) throw new Error("stream ended");
          buffer += decoder.decode(value, { stream: true });
        } finally {
          clearTimeout(timer);
        }
      }
    },
    /** The next `event: features` message's payload. */
    async nextFeatures(
      timeoutMs = 5000,
    ): Promise<{ features: Record<string, { defaultValue: unknown }>; dateUpdated: string }> {
      for (;;) {
        const message = await this.next(timeoutMs);
        if (message.event === "features") return JSON.parse(message.data);
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
