import { describe } from "vitest";
import { TEST_DATABASE_URL } from "../../testing/test-store.ts";
import { listsServiceSuite } from "./lists.suite.ts";

// The same service suite on a real PostgreSQL server: parallel adds from two connection pools.
if (!TEST_DATABASE_URL) console.log("PostgreSQL lists suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("lists service on PostgreSQL", () => listsServiceSuite("postgres"));
