import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import { confirmationTokenIn, registerCustomer, testBrowser } from "../customer/customer.testing.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP relay on a free port that keeps what it receives. */
async function startRelay() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The text part of a raw message, quoted-printable undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

let relay: Awaited<ReturnType<typeof startRelay>>;
let store: TestStore;
beforeAll(async () => {
  relay = await startRelay();
  store = await createTestStore({
    seed: false,
    config: { smtpUrl: relay.url, mailFrom: "Ironworks <shop@ironworks.test>", publicBaseUrl: "https://shop.example" },
  });
});
afterAll(async () => {
  await store.close();
  await relay.close();
});

describe("mail over SMTP (SMTP_URL)", () => {
  it("delivers the welcome and the reset mail to the relay, with the right To, Subject and link", async () => {
    // SMTP configured: the confirmation link is read from the relay, not the outbox.
    const owner = await registerCustomer(
      store,
      testBrowser(store),
      {},
      {
        readToken: async (email) =>
          confirmationTokenIn(decoded(relay.received.find((m) => m.to.includes(email))?.raw ?? "")),
      },
    );
    const res = await testBrowser(store).request("/svc_customer/customer/forgot-password", {
      method: "POST",
      body: { email: owner.email, locale: "/de/en" },
      headers: { "x-captcha-token": await solveCaptcha(store, "forgotpassword") },
    });
    expect(res.status).toBe(200);
    await store.services.passwordReset.drain();

    const mine = relay.received.filter((m) => m.to.includes(owner.email));
    expect(mine.map((m) => decoded(m.raw).match(/^Subject: (.*)$/m)?.[1])).toEqual([
      "Confirm your Ironworks account",
      "Welcome to Ironworks",
      "Reset your Ironworks password",
    ]);
    const reset = decoded(mine[2]?.raw ?? "");
    expect(mine[2]?.from).toBe("shop@ironworks.test");
    expect(reset).toMatch(new RegExp(`^To: ${owner.email.replace(/[.+]/g, "\\$&")}$`, "m"));
    expect(reset).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(reset).toMatch(/https:\/\/shop\.example\/de\/en\/account\/reset-password\/[\w-]{43}/);
    // SMTP configured: nothing lands in the outbox.
    expect(await store.services.mail.listOutbox({ to: owner.email })).toEqual([]);
  });
});
