import { describe, expect, it } from "vitest";
import { consoleMessagesFor } from "../../../locales/console/index.server.ts";
import { detailText } from "./detail-values.ts";

describe("an inquiry's details in the operator's words", () => {
  it("says a form's choices as the visitor saw them, in the operator's language", () => {
    const words = consoleMessagesFor("ja").inbox.values;
    expect(detailText("app", "site", words)).toBe("このウェブサイト");
    expect(detailText("topic", "bug", words)).toBe("うまく動かない");
    expect(detailText("topic", "other", words)).toBe("その他");
    expect(detailText("platform", "web", words)).toBe("ウェブブラウザ");
    expect(detailText("consent", true, words)).toBe("はい");
    const en = consoleMessagesFor("en-US").inbox.values;
    expect(detailText("budget", "5k_25k", en)).toBe("$5,000 to $25,000");
    expect(detailText("partnership", "publishing", en)).toBe("Publishers and manga platforms");
  });

  it("shows what the visitor typed as it is", () => {
    const en = consoleMessagesFor("en-US").inbox.values;
    expect(detailText("device", "Pixel 8", en)).toBe("Pixel 8");
    expect(detailText("country", "Japan", en)).toBe("Japan");
    expect(detailText("app", "no-such-app", en)).toBe("no-such-app");
  });
});
