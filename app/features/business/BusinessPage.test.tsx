import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { ok } from "../../../contract/envelope.ts";
import { renderWithApp } from "../../test/render.tsx";
import { BusinessPage } from "./BusinessPage.tsx";

it("names what is wrong before sending, in the visitor's language", async () => {
  const { user, m, callsTo } = renderWithApp(<BusinessPage />, {
    locale: "ja",
    route: "/business?lang=ja",
    fetch: {
      "GET /challenge": ok({
        algorithm: "SHA-256",
        challenge: "c",
        maxnumber: 9,
        salt: "s",
        signature: "x",
      }),
    },
  });
  const b = m.businessPage;
  await user.click(screen.getByRole("button", { name: b.send }));
  expect(screen.getByRole("alert")).toHaveTextContent("赤く示された欄を修正してください。");
  expect(screen.getByLabelText(b.company)).toHaveFocus();
  expect(screen.getByLabelText(b.company)).toHaveAccessibleDescription(
    "この欄を入力してください。",
  );
  for (const name of [b.name, b.role, b.email, b.country, b.partnership, b.message]) {
    expect(screen.getByLabelText(name)).toHaveAttribute("aria-invalid", "true");
  }
  expect(screen.getByLabelText(`${b.budget} ${m.forms.optional}`)).not.toHaveAttribute(
    "aria-invalid",
  );
  expect(callsTo("POST /business/enquiries")).toEqual([]);
});
