import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, ServerBuild } from "react-router";
import { ServerRouter } from "react-router";
import routeKeySets from "virtual:ironworks/route-message-keys";
import "./lib/context.ts";
import { withRouteMessageKeys } from "./lib/i18n/route-messages.server.ts";
import { narrowToPage } from "./lib/page-routes.server.ts";
import { isSharedPage } from "./features/shell/root-data.server.ts";

const ABORT_DELAY_MS = 5000;
/** Measurement switch (bench:render's A/B, ADR 0033 addendum): render with React Router's whole route table. */
const WHOLE_ROUTE_TABLE = process.env.IW_WHOLE_ROUTE_TABLE === "1";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and no-JS clients get the whole document at once; browsers get it streamed. The server
    // decides which (it keys the guest page cache on it, ADR 0032); isbot here when it did not say.
    const userAgent = request.headers.get("user-agent");
    const wholeDocument = loadContext.wholeDocument ?? Boolean(userAgent && isbot(userAgent));
    const readyEvent = wholeDocument || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const nonce = loadContext.nonce;
    // A session's page rendered with its personal parts neutral, of routes known to be safe to share (ADR 0061).
    if (loadContext.shared?.requested) {
      const { matches, loaderData, errors } = routerContext.staticHandlerContext;
      loadContext.shared.done = !errors && isSharedPage(matches, loaderData.root);
    }

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter
        context={WHOLE_ROUTE_TABLE ? routerContext : narrowToPage(routerContext)}
        url={request.url}
        nonce={nonce}
      />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // After the shell the status has gone out as 200: the page must not be kept as one.
          if (loadContext.render) loadContext.render.failed = true;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}

export const streamTimeout = ABORT_DELAY_MS;

/**
 * The server (apps/server/src/web.ts) passes the build through this before serving it: each route's
 * loader data then carries only the message keys its modules use (lib/i18n/route-messages.server.ts).
 */
export const prepareServerBuild = (build: ServerBuild): ServerBuild => withRouteMessageKeys(build, routeKeySets);
