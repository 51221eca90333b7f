import { describe, expect, it } from "vitest";
import { composeMail, fillSentence } from "./mail-text.ts";

describe("mail text", () => {
  it("fills known placeholders and blanks unknown ones", () => {
    expect(fillSentence("{a} and {b}", { a: "x" })).toBe("x and ");
  });

  it("lays sentences, blank lines and lone values out in the given order", () => {
    const mail = composeMail({
      to: "ann@example.com",
      sentences: { subject: "Hi {name}", hello: "Hello {name},", bye: "Bye." },
      lines: ["hello", "", "{link}", "bye"],
      values: { name: "Ann", link: "https://example.com/x" },
    });
    expect(mail).toEqual({
      to: "ann@example.com",
      subject: "Hi Ann",
      text: "Hello Ann,\n\nhttps://example.com/x\nBye.\n",
    });
  });
});
