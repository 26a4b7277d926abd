import type { Context } from "hono";
import { z } from "zod";

/**
 * Who is asking: the socket's address, or, when the socket belongs to a trusted proxy, the nearest
 * untrusted address in X-Forwarded-For. Trusted proxies may also state the visitor's country in a
 * header (a CDN's geo header, or `x-ironworks-country` in tests); nobody else can.
 *
 * Configuration (read once at boot): TRUSTED_PROXIES — comma-separated IPv4 addresses/CIDRs and
 * IPv6 addresses, "loopback" (default: 127.0.0.0/8 and ::1) or "none"; GEO_COUNTRY_HEADER — the
 * header name (default x-ironworks-country).
 */
export interface ProxyTrust {
  isTrusted(address: string): boolean;
  countryHeader: string;
}

const Env = z.object({
  TRUSTED_PROXIES: z.string().default("loopback"),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name")
    .default("x-ironworks-country"),
});

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIPv4(address: string): boolean {
  return IPV4.test(address);
}

export function ipv4ToNumber(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  return mapped?.[1] ?? lower;
}

type Matcher = (address: string) => boolean;

function cidr(spec: string): Matcher {
  const [base, bitsText] = spec.split("/");
  if (base && isIPv4(base)) {
    const bits = bitsText === undefined ? 32 : Number(bitsText);
    if (!Number.isInteger(bits) || bits < 0 || bits > 32) throw new Error(`TRUSTED_PROXIES: bad prefix in '${spec}'`);
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    const network = (ipv4ToNumber(base) & mask) >>> 0;
    return (address) => isIPv4(address) && (ipv4ToNumber(address) & mask) >>> 0 === network;
  }
  if (bitsText === undefined && base?.includes(":")) {
    const exact = normalizeAddress(base);
    return (address) => address === exact;
  }
  throw new Error(`TRUSTED_PROXIES: '${spec}' is not an IPv4 address/CIDR or an IPv6 address`);
}

export function loadProxyTrust(env: NodeJS.ProcessEnv = process.env): ProxyTrust {
  const parsed = Env.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
  const matchers: Matcher[] = [];
  for (const raw of parsed.data.TRUSTED_PROXIES.split(",")) {
    const spec = raw.trim();
    if (!spec || spec === "none") continue;
    if (spec === "loopback") matchers.push(cidr("127.0.0.0/8"), cidr("::1"));
    else matchers.push(cidr(spec));
  }
  return {
    isTrusted: (address) => matchers.some((m) => m(normalizeAddress(address))),
    countryHeader: parsed.data.GEO_COUNTRY_HEADER.toLowerCase(),
  };
}

/** The TCP peer (the HTTP adapter's socket); null in in-process requests that carry none. */
export function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: unknown } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? normalizeAddress(address) : null;
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0] ?? "";
  const v4 = text.match(/:(\d+\.\d+\.\d+\.\d+)$/);
  if (v4?.[1]) {
    if (!isIPv4(v4[1])) return null;
    const n = ipv4ToNumber(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(":") : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * The address as throttles count it: IPv4 as is, IPv6 as its /64 ("2001:db8:1:2::"). One
 * subscriber, even one host, commonly holds a whole /64; counting each /128 would hand out 2^64
 * fresh addresses (ADR 0024 addendum).
 */
export function addressGroup(address: string): string {
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 64);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::`;
}

/**
 * The client's address as far as we can trust it, grouped for throttles (`addressGroup`: every
 * throttle key and captcha counter is built from this); "unknown" when there is no socket.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  return addressGroup(trustedClientAddress(c, trust));
}

function trustedClientAddress(c: Context, trust: ProxyTrust): string {
  const peer = socketAddress(c);
  if (!peer) return "unknown";
  if (!trust.isTrusted(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => normalizeAddress(s))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (!trust.isTrusted(hop)) return hop.slice(0, 64);
  }
  return peer;
}

/** The country a trusted proxy states for the visitor (two letters), else null. */
export function trustedCountry(c: Context, trust: ProxyTrust): string | null {
  const peer = socketAddress(c);
  if (!peer || !trust.isTrusted(peer)) return null;
  const value = c.req.header(trust.countryHeader)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) && value !== "XX" ? value : null;
}
