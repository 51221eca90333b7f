import type { Messages } from "./en-US.ts";

const ja: Messages = {
  pageTitle: {
    home: "絵描きのための 3D ポーズ資料",
    notFound: "ページが見つかりません",
  },
  websiteHeader: {
    skipToContent: "本文へスキップ",
    home: "ホーム",
  },
  homePage: {
    eyebrow: "マンガとイラストのための 3D 作画サポート",
    heroTitle: "ポーズを決めて、光を当てて、描くだけ。",
    heroLead:
      "Inkdoll は自由に動かせる 3D デッサン人形、30 万点以上の素材、AI 画像生成をスマホに。どのキャラクターも正しい資料から描き始められます。",
    ctaDownload: "アプリをダウンロード",
  },
  notFound: {
    title: "このページはコマの外へ出てしまいました",
    body: "アドレスが間違っているか、ページが移動した可能性があります。",
    back: "ホームに戻る",
  },
};

export default ja;
