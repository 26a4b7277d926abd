import { describe, expect, it } from "vitest";
import { addressGroup } from "./client-address.ts";

describe("addressGroup (what throttles count)", () => {
  it.each<[string, string]>([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::"],
    ["2001:0DB8:0001:0002:0:0:0:3", "2001:db8:1:2::"],
    ["2001:db8::1", "2001:db8:0:0::"],
    ["::1", "0:0:0:0::"],
    ["fe80::1%eth0", "fe80:0:0:0::"],
    ["2001:db8:1:2::192.0.2.1", "2001:db8:1:2::"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
