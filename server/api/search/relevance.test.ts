// The relevance set (issue 18, ADR 0013): what an artist would type in each language, and the
// page that must come first. Run over the seeded content/, through the HTTP API, so a change to
// the tokeniser, the field weights or the sources that breaks the ranking fails here.
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/per-file.ts";

const t = testAppForFile({ seed: true });

const M = (slug: string) => `/manual/${slug}`;
const B = (slug: string) => `/blog/${slug}`;
const F = (id: string) => `/faq#${id}`;

/** [query, the URL that must rank first] per data language. */
const CASES: Record<string, [string, string][]> = {
  en_us: [
    ["perspective grid", B("freeze-frame-perspective-grids")],
    ["lighting setup", M("lighting-setup")],
    ["three point lighting", B("three-point-lighting-for-manga-panels")],
    ["foreshortening", "/themes/foreshortening"],
    ["pose presets", M("posing-joints-and-presets")],
    ["forgot password", F("forgot-password")],
    ["restore pro purchase", F("restore-pro-purchase")],
    ["ligting", M("lighting-setup")],
    ["privacy policy", "/privacy"],
    ["cookies", "/cookies"],
    ["line of action", B("dynamic-action-poses")],
    ["gift link", F("what-is-gift-link")],
    ["sword fighting", "/themes/sword-fighting"],
    ["pressure curves", "/changelog/brush"],
  ],
  zh_cn: [
    ["透视网格", B("freeze-frame-perspective-grids")],
    ["光源", M("lighting-setup")],
    ["三点布光", B("three-point-lighting-for-manga-panels")],
    ["姿势预设", M("posing-joints-and-presets")],
    ["忘记密码", F("forgot-password")],
    ["礼物链接", F("what-is-gift-link")],
    ["恢复购买", F("restore-pro-purchase")],
    ["隐私政策", "/privacy"],
    ["透视缩短", "/themes/foreshortening"],
    ["领取礼物", F("claim-gift")],
    ["双人分格", B("composing-a-two-character-panel")],
    ["压感曲线", "/changelog/brush"],
  ],
  zh_hk: [
    ["透視網格", B("freeze-frame-perspective-grids")],
    ["光源", M("lighting-setup")],
    ["三點打燈", B("three-point-lighting-for-manga-panels")],
    ["姿勢預設", M("posing-joints-and-presets")],
    ["忘記密碼", F("forgot-password")],
    ["禮物連結", F("what-is-gift-link")],
    ["恢復購買", F("restore-pro-purchase")],
    ["隱私政策", "/privacy"],
    ["透視縮短", "/themes/foreshortening"],
    ["雲端同步", M("cloud-pose-saving-and-sync")],
    ["壓感曲線", "/changelog/brush"],
  ],
  ja_jp: [
    ["手のポーズ", M("posing-joints-and-presets")],
    ["パースグリッド", B("freeze-frame-perspective-grids")],
    ["光源", M("lighting-setup")],
    ["三点照明", B("three-point-lighting-for-manga-panels")],
    ["フォアショートニング", B("foreshortening-with-a-posed-doll")],
    ["パスワードを忘れた", F("forgot-password")],
    ["ギフトリンク", F("what-is-gift-link")],
    ["購入を復元", F("restore-pro-purchase")],
    ["プライバシーポリシー", "/privacy"],
    ["アクションポーズ", B("dynamic-action-poses")],
    ["クラウド保存", M("cloud-pose-saving-and-sync")],
    ["剣での戦い", "/themes/sword-fighting"],
    ["筆圧カーブ", "/changelog/brush"],
  ],
  ko_kr: [
    ["손 포즈", M("posing-joints-and-presets")],
    ["투시 그리드", B("freeze-frame-perspective-grids")],
    ["조명 설정", M("lighting-setup")],
    ["3점 조명", B("three-point-lighting-for-manga-panels")],
    ["단축법", B("foreshortening-with-a-posed-doll")],
    ["비밀번호 재설정", F("forgot-password")],
    ["선물 링크", F("what-is-gift-link")],
    ["구매 복원", F("restore-pro-purchase")],
    ["개인정보 처리방침", "/privacy"],
    ["액션 포즈", B("dynamic-action-poses")],
    ["클라우드 저장", M("cloud-pose-saving-and-sync")],
    ["필압 곡선", "/changelog/brush"],
  ],
  es_es: [
    ["luz ambiental", M("lighting-setup")],
    ["rejilla de perspectiva", B("freeze-frame-perspective-grids")],
    ["iluminacion de tres puntos", B("three-point-lighting-for-manga-panels")],
    ["escorzo", "/themes/foreshortening"],
    ["poses predefinidas", M("posing-joints-and-presets")],
    ["olvidé mi contraseña", F("forgot-password")],
    ["enlace de regalo", F("what-is-gift-link")],
    ["restaurar compra", F("restore-pro-purchase")],
    ["politica de privacidad", "/privacy"],
    ["poses de accion", B("dynamic-action-poses")],
    ["perspectiba", M("camera-lens-and-perspective")],
    ["curvas de presión", "/changelog/brush"],
  ],
};

async function top(language: string, q: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { "x-language": language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.hits.map((hit: { url: string }) => hit.url);
}

describe("relevance: the expected page comes first", () => {
  for (const [language, cases] of Object.entries(CASES)) {
    it(`${language}: ${cases.length} queries`, async () => {
      expect(cases.length).toBeGreaterThanOrEqual(10);
      const misses: string[] = [];
      for (const [q, expected] of cases) {
        const urls = await top(language, q);
        if (urls[0] !== expected)
          misses.push(`${q} → ${urls.slice(0, 3).join(", ")} (want ${expected})`);
      }
      expect(misses).toEqual([]);
    });
  }
});

describe("suggestions: the words as typed before a typo's", () => {
  async function suggested(q: string, language = "en_us"): Promise<string[]> {
    const res = await t.app.inject({
      url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
      headers: { "x-language": language },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((s: { url: string }) => s.url);
  }

  it("'lighting' lists the lighting pages before 'Sword fighting', one letter away", async () => {
    for (const q of ["lighting", "lighting s", "Lighting"]) {
      const urls = await suggested(q);
      const lighting = urls.filter((url) => url.includes("lighting"));
      expect(lighting.length, `${q} → ${urls.join(", ")}`).toBeGreaterThan(0);
      expect(urls[0], `${q} → ${urls.join(", ")}`).toContain("lighting");
      const sword = urls.indexOf("/themes/sword-fighting");
      if (sword >= 0) expect(sword).toBeGreaterThan(urls.indexOf(lighting.at(-1) ?? ""));
    }
  });

  it("a typo alone still finds its page", async () => {
    expect((await suggested("ligting"))[0]).toContain("lighting");
  });
});

describe("a topic typed in another language than the interface's", () => {
  it("'lighting' in the Japanese interface finds the ライティング and 照明 articles", async () => {
    const urls = (await top("ja_jp", "lighting")).slice(0, 2);
    expect(urls.sort()).toEqual([B("three-point-lighting-for-manga-panels"), M("lighting-setup")]);
  });

  it("works the other way round, and for a Korean visitor typing Chinese", async () => {
    expect((await top("en_us", "ライティング"))[0]).toBe(M("lighting-setup"));
    expect((await top("ko_kr", "透视"))[0]).toBe(M("camera-lens-and-perspective"));
  });
});
