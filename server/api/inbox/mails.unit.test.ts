import { describe, expect, it } from "vitest";
import { INQUIRY_KINDS } from "../../../contract/inbox.ts";
import { UI_LOCALES } from "../../../contract/language.ts";
import { betaInvitationMail, confirmationMail, operatorNoticeMail, replyMail } from "./mails.ts";

describe("the inbox's mails", () => {
  it("fill every placeholder in every language and kind", () => {
    for (const locale of UI_LOCALES) {
      for (const kind of INQUIRY_KINDS) {
        const mail = confirmationMail({
          to: "a@example.com",
          kind,
          locale,
          reference: "T-7K3Q9P",
          link: "https://inkdoll.example/x",
          app: "doll",
          subject: "Illustrator",
        });
        expect(`${mail.subject}\n${mail.text}`, `${locale} ${kind}`).not.toMatch(/\{\w+\}/);
        expect(mail.subject).toContain("T-7K3Q9P");
      }
      const reply = replyMail({
        to: "a@example.com",
        locale,
        reference: "T-7K3Q9P",
        body: "Update to 4.9.",
        link: "https://inkdoll.example/support/ticket/T-7K3Q9P?token=t",
      });
      expect(reply.text).toContain("Update to 4.9.");
      expect(reply.text).toContain("token=t");
      // The reply's words stay out of the subject (lock screens show subjects).
      expect(reply.subject).not.toContain("Update");
      const invite = betaInvitationMail({
        to: "a@example.com",
        locale,
        reference: "P-7K3Q9P",
        app: "doll",
        link: "https://testflight.apple.com/join/X",
      });
      expect(`${invite.subject}\n${invite.text}`).not.toMatch(/\{\w+\}/);
      expect(invite.text).toContain("https://testflight.apple.com/join/X");
      expect(invite.subject).toContain("Inkdoll Doll");
    }
  });

  it("tell operators only the kind, reference and subject", () => {
    const notice = operatorNoticeMail({
      to: "ops@example.com",
      kind: "support",
      reference: "T-7K3Q9P",
      subject: "Grey doll",
      link: "https://inkdoll.example/admin/inbox?ref=T-7K3Q9P",
    });
    expect(notice.subject).toBe("New support ticket T-7K3Q9P");
    expect(notice.text).toContain("/admin/inbox?ref=T-7K3Q9P");
  });
});
