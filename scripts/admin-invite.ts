/**
 * The first administrator (and any other invitation) from the command line (issue 17):
 *
 *   npm run admin:invite -- you@example.com [--role admin|editor|support|moderator]
 *
 * Creates a one-time invitation (valid INVITATION_LIFETIME_DAYS days, for that email only) in the
 * database the server uses — PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR —
 * records it in the audit log as `cli`, and prints the link. The embedded database allows one
 * process at a time: while the server holds it this refuses, without touching the data.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { emailProblem } from "../contract/form-rules.ts";
import { isRole, ROLES } from "../contract/permissions.ts";
import { INVITATION_LIFETIME_DAYS } from "../contract/staff.ts";

const USAGE = `usage: npm run admin:invite -- <email> [--role ${ROLES.join("|")}]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { role: { type: "string", default: "admin" }, help: { type: "boolean" } },
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = positionals[0]?.trim() ?? "";
if (positionals.length !== 1 || emailProblem(email)) fail(`an email address is required\n${USAGE}`);
const role = values.role;
if (!isRole(role)) fail(`unknown role "${role}"\n${USAGE}`);

// The server's modules (config, database, the staff service) load only once the arguments are
// good: a typo is answered at once, not after the whole server's code has loaded.
const [
  { createInvitation, invitationLink },
  { ConfigError, loadConfig },
  { openDatabase },
  { DataDirBusyError },
] = await Promise.all([
  import("../server/api/staff/invitations-service.ts"),
  import("../server/config.ts"),
  import("../server/db/client.ts"),
  import("../server/db/data-dir-lock.ts"),
]);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

const handle = await (async () => {
  try {
    return config.DATABASE_URL
      ? await openDatabase({ driver: "postgres", url: config.DATABASE_URL, max: 1 })
      : await openDatabase({ driver: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") });
  } catch (err) {
    if (err instanceof DataDirBusyError) fail(err.message);
    throw err;
  }
})();

try {
  await handle.migrate();
  const invitation = await createInvitation(handle.db, {
    email,
    role,
    actor: { userId: null, label: "cli" },
    now: new Date(),
  });
  const origin = config.PUBLIC_ORIGIN
    ? new URL(config.PUBLIC_ORIGIN).origin
    : `http://localhost:${config.PORT}`;
  if (!config.PUBLIC_ORIGIN)
    console.error("PUBLIC_ORIGIN is not set: the link points at localhost");
  console.log(
    `Invitation for ${invitation.email} as ${role}, valid ${INVITATION_LIFETIME_DAYS} days, once:`,
  );
  console.log(invitationLink(origin, invitation.token));
} finally {
  await handle.close();
}
