import { describe } from "vitest";
import { TEST_DATABASE_URL } from "../../../testing/test-store.ts";
import { addressBookSuite } from "./address.suite.ts";

// The same HTTP suite on a real PostgreSQL server: racing default changes and adds on separate connections.
if (!TEST_DATABASE_URL) console.log("PostgreSQL address book suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("address book on PostgreSQL", () => addressBookSuite("postgres"));
