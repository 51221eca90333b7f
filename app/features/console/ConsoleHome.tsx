import { Link } from "react-router";
import { useMessages } from "../../lib/i18n.tsx";
import { consolePagesFor, useStaff } from "./ConsoleShell.tsx";
import { useConsoleMessages } from "./console-api.ts";
import { StatsSummary } from "./stats/StatsSummary.tsx";

/** /admin: the sections this operator's role opens. */
export function ConsoleHome() {
  const cm = useConsoleMessages().shell;
  const m = useMessages();
  const me = useStaff();
  return (
    <section aria-labelledby="console-home">
      <h1 id="console-home" className="text-3xl font-black">
        {cm.homeTitle}
      </h1>
      <p className="mt-2 text-muted">{cm.homeLead}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {consolePagesFor(me)
          .filter((page) => page.path !== "/admin")
          .map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="ink-panel block p-4 text-lg font-bold hover:bg-line/40"
              >
                {m.pageTitle[page.key]}
              </Link>
            </li>
          ))}
      </ul>
      {me.permissions.includes("read:stats") ? <StatsSummary /> : null}
    </section>
  );
}
