import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, expect, it } from "vitest";
import { keepConnectionsOpen } from "./http-server.ts";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A raw keep-alive client: the same socket for each request, as a balancer or a request pool uses it. */
async function idleThenReuse(port: number, idleMs: number): Promise<string[]> {
  const socket = connect({ port, host: "127.0.0.1" });
  const answers: string[] = [];
  let buffer = "";
  let closed = false;
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
  });
  socket.on("close", () => {
    closed = true;
  });
  socket.on("error", () => {});
  const ask = async () => {
    buffer = "";
    socket.write("GET /ping HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n");
    for (let i = 0; i < 200 && !buffer.includes("pong") && !closed; i++) await new Promise((r) => setTimeout(r, 10));
    answers.push(closed && !buffer ? "closed" : (buffer.split("\r\n")[0] ?? ""));
  };
  await ask();
  await new Promise((r) => setTimeout(r, idleMs));
  await ask();
  socket.destroy();
  return answers;
}

it("keeps an idle keep-alive connection open past Node's 5 s default (it closes at about 6 s), so a reused socket is answered", async () => {
  const app = new Hono().get("/ping", (c) => c.text("pong"));
  const port = await new Promise<number>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    keepConnectionsOpen(server);
    close = () => server.close();
  });
  expect(await idleThenReuse(port, 7_000)).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 200 OK"]);
}, 20_000);
