import { describe } from "vitest";
import { listsServiceSuite } from "./lists.suite.ts";

describe("lists service on PGlite", () => listsServiceSuite("pglite"));
