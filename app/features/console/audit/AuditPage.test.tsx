import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../../contract/codes.ts";
import { fail, ok } from "../../../../contract/envelope.ts";
import type { StaffMe } from "../../../../contract/permissions.ts";
import type { AuditEntry } from "../../../../contract/staff.ts";
import { type ApiCall, type FakeApi, renderWithApp } from "../../../test/render.tsx";
import { AuditPage } from "./AuditPage.tsx";

const ADMIN: StaffMe = {
  userId: 1,
  email: "admin@example.com",
  nickname: "Admin",
  role: "admin",
  permissions: ["read:audit"],
};

const entry = (id: number, change: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: "admin@example.com",
  actorId: 1,
  action: "create:invitation",
  entity: "invitation",
  entityId: String(id),
  before: null,
  after: { role: "editor" },
  at: "2026-03-01T10:00:00.000Z",
  ...change,
});

/** The fake audit API: 60 entries in pages of 25, narrowed by the query like the server. */
function auditApi(call: ApiCall) {
  const all = Array.from({ length: 60 }, (_, i) =>
    entry(
      60 - i,
      i % 2
        ? {}
        : {
            action: "update:staff",
            entity: "staff",
            before: { role: "editor" },
            after: { role: "support" },
          },
    ),
  );
  const { actor, action, page = "1" } = call.query;
  const kept = all.filter(
    (e) => (!actor || e.actor.includes(actor)) && (!action || e.action === action),
  );
  const start = (Number(page) - 1) * 25;
  return ok({
    entries: kept.slice(start, start + 25),
    total: kept.length,
    page: Number(page),
    pageSize: 25,
    entities: ["invitation", "staff"],
    actions: ["create:invitation", "update:staff"],
  });
}

function renderAudit(reply: FakeApi[string] = auditApi) {
  return renderWithApp(<AuditPage />, {
    route: "/admin/audit",
    staff: ADMIN,
    fetch: { "GET /admin/audit": reply },
  });
}

const rows = () =>
  within(screen.getAllByRole("list").at(-1) as HTMLElement).getAllByRole("listitem");

describe("the audit log", () => {
  it("shows the newest page, the total, and each change before → after", async () => {
    const { cm } = renderAudit();
    expect(screen.getByRole("status")).toHaveTextContent(cm.audit.loading);
    expect(await screen.findByTestId("audit-total")).toHaveTextContent("60 entries");
    expect(rows()).toHaveLength(25);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText("update:staff")).toBeVisible();
    expect(first.querySelector("del")).toHaveTextContent("editor");
    expect(first.querySelector("ins")).toHaveTextContent("support");
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
  });

  it("pages older and newer, and the buttons stop at the ends", async () => {
    const { user, cm, callsTo } = renderAudit();
    const a = cm.audit;
    const nav = within(await screen.findByRole("navigation", { name: a.pages }));
    expect(nav.getByRole("button", { name: a.previous })).toBeDisabled();
    await user.click(nav.getByRole("button", { name: a.next }));
    expect(await screen.findByText("Page 2 of 3")).toBeVisible();
    await user.click(nav.getByRole("button", { name: a.next }));
    expect(await screen.findByText("Page 3 of 3")).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(nav.getByRole("button", { name: a.next })).toBeDisabled();
    await user.click(nav.getByRole("button", { name: a.previous }));
    expect(await screen.findByText("Page 2 of 3")).toBeVisible();
    expect(callsTo("GET /admin/audit").map((c) => c.query.page)).toEqual(["1", "2", "3", "2"]);
  });

  it("filters only when applied, from page 1, and clearing shows everything again", async () => {
    const { user, cm, callsTo } = renderAudit();
    const a = cm.audit;
    await screen.findByTestId("audit-total");
    await user.click(screen.getByRole("button", { name: a.next }));
    await screen.findByText("Page 2 of 3");

    const filters = within(screen.getByRole("form", { name: a.filters }));
    await user.type(filters.getByLabelText(a.actor), " admin@ ");
    await user.selectOptions(filters.getByLabelText(a.action), "update:staff");
    expect(callsTo("GET /admin/audit")).toHaveLength(2);
    await user.click(filters.getByRole("button", { name: a.apply }));
    await waitFor(() => expect(screen.getByTestId("audit-total")).toHaveTextContent("30 entries"));
    expect(callsTo("GET /admin/audit").at(-1)?.query).toEqual({
      page: "1",
      actor: "admin@",
      action: "update:staff",
    });
    expect(screen.getByText("Page 1 of 2")).toBeVisible();

    await user.type(filters.getByLabelText(a.actor), "nobody");
    await user.click(filters.getByRole("button", { name: a.apply }));
    expect(await screen.findByText(a.none)).toBeVisible();
    expect(screen.getByTestId("audit-total")).toHaveTextContent("0 entries");
    expect(screen.queryByRole("navigation", { name: a.pages })).toBeNull();

    await user.click(filters.getByRole("button", { name: a.clear }));
    await waitFor(() => expect(screen.getByTestId("audit-total")).toHaveTextContent("60 entries"));
    expect(filters.getByLabelText(a.actor)).toHaveValue("");
    expect(callsTo("GET /admin/audit").at(-1)?.query).toEqual({ page: "1" });
  });

  it("a refused date is named, and trying again loads the log", async () => {
    const { user, cm } = renderAudit([
      fail(Code.badRequest, "since: invalid", { reason: "invalid_input", field: "since" }),
      auditApi,
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent(cm.audit.badDate);
    await user.click(screen.getByRole("button", { name: cm.audit.retry }));
    expect(await screen.findByTestId("audit-total")).toHaveTextContent("60 entries");
  });

  it("in Japanese", async () => {
    renderWithApp(<AuditPage />, {
      locale: "ja",
      route: "/admin/audit",
      staff: ADMIN,
      fetch: { "GET /admin/audit": auditApi },
    });
    expect(screen.getByRole("button", { name: "適用" })).toBeVisible();
    expect(await screen.findByTestId("audit-total")).toHaveTextContent("60");
  });
});
