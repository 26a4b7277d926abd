// `npm run staff -- create <email> --role <role>`: a back-office account with no password, and a
// one-time setup link (72 hours) where its owner sets a password and enrols an authenticator app
// (required for owner and support). There is no default password and the seed creates no staff.
// With DATABASE_URL it writes PostgreSQL; with PGlite (DATA_DIR) it goes through the running server
// that holds the data directory (the loopback admin door of ADR 0006), or opens the files.
import { userInfo } from "node:os";
import { STAFF_ROLES } from "@ironworks/contracts";
import type { Database } from "@ironworks/db";
import { HttpError } from "../platform/errors.ts";
import { loadConfig } from "../platform/config.ts";
import { createSecretBox } from "../platform/secret-box.ts";
import { derivedKey } from "../platform/secrets.ts";
import { createStaffEnrolment, StaffInputError, TOTP_KEY_PURPOSE } from "../services/staff/index.ts";
import { adminDoorClient, isHelp, requireTable, runCli, showUsage, withTarget } from "./cli-support.ts";

const USAGE = `Usage: npm run staff -- create <email> --role <role>

  create <email> --role <role>   a staff account and its one-time setup link
                                 (roles: ${STAFF_ROLES.join(", ")})

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

interface Created {
  me: { id: number; email: string; role: string };
  setupUrl: string;
}
interface Target {
  create(email: string, role: string, by: string): Promise<Created>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  const call = adminDoorClient(url, token, { timeoutMs: 30_000 });
  return {
    create: (email, role, by) =>
      call<Created>("POST", "/staff/create", { email, role, by }, (json) => typeof json?.setupUrl === "string"),
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  await requireTable(
    database,
    "staff_members",
    "This database has no staff table yet: start the server once (it applies the migrations).",
  );
  const config = loadConfig(process.env);
  // The server's key (the same derivation as services.ts): the link's TOTP secret is sealed at rest.
  const box = createSecretBox(derivedKey(config, TOTP_KEY_PURPOSE), TOTP_KEY_PURPOSE);
  const enrolment = createStaffEnrolment({ db: database.db, publicBaseUrl: config.publicBaseUrl, box });
  return {
    create: (email, role, by) => enrolment.create({ email, role, by }),
    close: () => database.close(),
  };
}

async function main(argv: string[]): Promise<number> {
  const [command, email, flag, role, ...rest] = argv;
  if (isHelp(command)) return showUsage(command, USAGE);
  if (command !== "create" || !email || flag !== "--role" || !role || rest.length) {
    console.error(USAGE);
    return 2;
  }
  return withTarget({ direct, viaServer }, async (target) => {
    const created = await target.create(email, role, `cli:${userInfo().username}`);
    console.log(`Staff member ${created.me.email} (${created.me.role}) created.`);
    console.log("Send them this one-time setup link (valid 72 hours, once):");
    console.log(created.setupUrl);
    return 0;
  });
}

runCli(main, { configErrors: true, alsoExpected: (err) => err instanceof HttpError || err instanceof StaffInputError });
