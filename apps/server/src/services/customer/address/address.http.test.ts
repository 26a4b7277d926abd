import { addressBookSuite } from "./address.suite.ts";

addressBookSuite("pglite");
