import { afterEach, beforeEach, vi } from "vitest";

// House rule: any unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});
