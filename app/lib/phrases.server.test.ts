import { describe, expect, it } from "vitest";
import enUS from "../locales/en-US.ts";
import { messagesFor } from "../locales/index.server.ts";
import {
  markCatalogue,
  markHeadingPhrases,
  markPhrases,
  markTextPhrases,
  markTitles,
} from "./phrases.server.ts";
import { PHRASE_BREAK, withoutPhraseMarks } from "./phrases.ts";

const shown = (text: string) => text.replaceAll(PHRASE_BREAK, "|");

describe("phrase marks", () => {
  it("marks Japanese phrases, never inside a word", () => {
    expect(shown(markPhrases("ポーズを決めて、光を当てて、描くだけ。", "ja"))).toBe(
      "ポーズを|決めて、|光を|当てて、|描くだけ。",
    );
    expect(markPhrases("セキュリティ", "ja")).toBe("セキュリティ");
    expect(markPhrases("ログイン", "ja")).toBe("ログイン");
  });

  it("marks Chinese words where BudouX and the word dictionary agree", () => {
    expect(shown(markPhrases("从空白画纸到参考图，只需三步", "zh-CN"))).toContain("|参考图，|");
    expect(shown(markPhrases("为认真练习而生的强大功能", "zh-CN"))).toBe(
      "为|认真|练习|而生|的|强大|功能",
    );
    expect(shown(markPhrases("為認真練習而生的強大功能", "zh-HK"))).toContain("功能");
    expect(shown(markPhrases("绘画难点，一一攻克", "zh_cn"))).toBe("绘画|难点，|一一|攻克");
  });

  it("keeps slots, Latin words and other languages as they are", () => {
    const marked = markPhrases("すぐにポーズを付けられる、{count}点の3D素材", "ja");
    expect(marked).toContain("{count}");
    expect(marked).toContain("3D素材");
    expect(withoutPhraseMarks(marked)).toBe("すぐにポーズを付けられる、{count}点の3D素材");
    expect(markPhrases("Pose it. Light it.", "en-US")).toBe("Pose it. Light it.");
    expect(markPhrases("포즈를 잡고 그리기", "ko")).toBe("포즈를 잡고 그리기");
    expect(markPhrases("決めて描く", "ko")).toBe("決めて描く");
  });

  it("puts <wbr> in the headings of rendered HTML only", () => {
    const html = markHeadingPhrases(
      '<h2 id="a">保存する項目と<em>アクセス解析</em></h2><p>保存する項目とアクセス解析</p>',
      "ja_jp",
    );
    expect(html).toContain("<wbr>");
    expect(html).toContain('<h2 id="a">');
    expect(html).toContain("<p>保存する項目とアクセス解析</p>");
    expect(html.replaceAll("<wbr>", "")).toBe(
      '<h2 id="a">保存する項目と<em>アクセス解析</em></h2><p>保存する項目とアクセス解析</p>',
    );
  });

  it("marks documents and lists by the language of their text", () => {
    const view = {
      title: "保存する項目とアクセス解析",
      html: "<h2>保存する項目とアクセス解析</h2>",
      toc: [{ id: "x", text: "保存する項目とアクセス解析", level: 2 }],
      language: "ja_jp",
    };
    const marked = markTextPhrases(view);
    expect(marked.title).toContain(PHRASE_BREAK);
    expect(marked.toc[0]?.text).toContain(PHRASE_BREAK);
    expect(marked.html).toContain("<wbr>");
    const english = { ...view, language: "en_us" };
    expect(markTextPhrases(english)).toBe(english);
    expect(markTitles([{ title: "Posing" }], "en_us")).toEqual([{ title: "Posing" }]);
  });

  it("marks the catalogues of ja, zh-CN and zh-HK and leaves the others untouched", () => {
    for (const locale of ["ja", "zh-CN", "zh-HK"] as const) {
      const marked = markCatalogue(messagesFor(locale), locale);
      expect(JSON.stringify(marked)).toContain(PHRASE_BREAK);
      const source = JSON.parse(withoutPhraseMarks(JSON.stringify(messagesFor(locale))));
      expect(JSON.parse(withoutPhraseMarks(JSON.stringify(marked)))).toEqual(source);
    }
    for (const locale of ["en-US", "ko", "es"] as const) {
      expect(markCatalogue(messagesFor(locale), locale)).toBe(messagesFor(locale));
    }
    expect(markCatalogue(enUS, "en-US")).toBe(enUS);
  });
});
