import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ok } from "../../../../contract/envelope.ts";
import type { StaffMe } from "../../../../contract/permissions.ts";
import { format } from "../../../lib/i18n.tsx";
import { renderWithApp } from "../../../test/render.tsx";
import { ProPrices } from "./ProPrices.tsx";

const ADMIN: StaffMe = {
  userId: 1,
  email: "admin@example.com",
  nickname: "Admin",
  role: "admin",
  permissions: ["update:price"],
};
const JP = {
  app: "doll",
  plan: "monthly",
  region: "JP",
  currency: "JPY",
  amount: 600,
  since: "2026-11-01T00:00:00.000Z",
};

describe("the console's Pro prices", () => {
  it("enters a price as the store writes it, in minor units, and withdraws one", async () => {
    const { user, cm, callsTo } = renderWithApp(<ProPrices />, {
      route: "/admin/pro",
      staff: ADMIN,
      fetch: {
        "GET /admin/pro/prices": ok({
          current: [JP],
          history: [{ ...JP, id: 1, by: "admin@example.com" }],
        }),
        "POST /admin/pro/prices": ok({ ...JP, id: 2, by: "admin@example.com" }),
      },
    });
    const c = cm.pro;
    // In effect and in the history.
    expect(await screen.findAllByText("¥600")).toHaveLength(2);
    await user.type(screen.getByLabelText(c.region, { selector: "input" }), "j1");
    await user.type(screen.getByLabelText(c.currency, { selector: "input" }), "usd");
    await user.type(screen.getByLabelText(c.amount, { selector: "input" }), "4.999");
    await user.click(screen.getByRole("button", { name: c.save }));
    expect(screen.getByLabelText(c.region, { selector: "input" })).toHaveAccessibleDescription(
      `${c.regionHint} ${c.problems.region}`,
    );
    expect(screen.getByLabelText(c.amount, { selector: "input" })).toHaveAccessibleDescription(
      `${c.amountHint} ${c.problems.amount}`,
    );
    await user.clear(screen.getByLabelText(c.region, { selector: "input" }));
    await user.type(screen.getByLabelText(c.region, { selector: "input" }), "us");
    await user.clear(screen.getByLabelText(c.amount, { selector: "input" }));
    await user.type(screen.getByLabelText(c.amount, { selector: "input" }), "4.99");
    await user.click(screen.getByRole("button", { name: c.save }));
    expect(callsTo("POST /admin/pro/prices")[0]?.body).toEqual({
      app: "doll",
      plan: "monthly",
      region: "US",
      currency: "USD",
      amount: 499,
    });
    // Withdrawing names what it withdraws, and asks first.
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const withdraw = screen.getByRole("button", {
      name: format(c.withdrawLabel, { plan: c.plans.monthly, region: "JP" }),
    });
    await user.click(withdraw);
    expect(callsTo("POST /admin/pro/prices")).toHaveLength(1);
    await user.click(withdraw);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(callsTo("POST /admin/pro/prices")[1]?.body).toEqual({
      app: "doll",
      plan: "monthly",
      region: "JP",
      amount: null,
    });
  });
});
