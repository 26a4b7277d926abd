import { describe, expect, it } from "vitest";
import { runSteps, type Step } from "./steps.ts";

type Log = string[];
const step = (name: string, fail = false, undo = true): Step<Log> => ({
  name,
  async run(log) {
    log.push(`run ${name}`);
    if (fail) throw new Error(`${name} failed`);
  },
  ...(undo ? { compensate: async (log: Log) => void log.push(`undo ${name}`) } : {}),
});

describe("runSteps", () => {
  it("runs every step in order", async () => {
    const log: Log = [];
    await runSteps([step("verify", false, false), step("reserve"), step("pay", false, false), step("settle")], log);
    expect(log).toEqual(["run verify", "run reserve", "run pay", "run settle"]);
  });

  it("a failing step: the steps done are compensated in reverse, then its error goes on", async () => {
    const log: Log = [];
    await expect(
      runSteps([step("verify", false, false), step("reserve"), step("pay"), step("settle", true), step("after")], log),
    ).rejects.toThrow("settle failed");
    expect(log).toEqual(["run verify", "run reserve", "run pay", "run settle", "undo pay", "undo reserve"]);
  });

  it("the failing step itself is not compensated (its own work rolled back)", async () => {
    const log: Log = [];
    await expect(runSteps([step("verify", false, false), step("reserve", true)], log)).rejects.toThrow(
      "reserve failed",
    );
    expect(log).toEqual(["run verify", "run reserve"]);
  });
});
