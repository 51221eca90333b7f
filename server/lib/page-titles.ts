import type { DataLanguage } from "../../contract/language.ts";

/**
 * The titles the download and changelog pages show (their headings in app/locales), per data
 * language, for what the server writes without a page: search results, which must read as the
 * page they open, and the changelog feeds. server/ reads no interface catalogue.
 */
export const PAGE_TITLES: Record<
  DataLanguage,
  { download: string; lead: string; changelog: string }
> = {
  en_us: {
    download: "Get Inkdoll on your phone and tablet",
    lead: "Free to download. Pro unlocks 50+ advanced features.",
    changelog: "{app}: release notes",
  },
  zh_cn: {
    download: "在手机和平板上使用 Inkdoll",
    lead: "免费下载，升级 Pro 可解锁 50 多项高级功能。",
    changelog: "{app}：更新日志",
  },
  zh_hk: {
    download: "在手機和平板電腦上使用 Inkdoll",
    lead: "免費下載，升級 Pro 可解鎖 50 多項進階功能。",
    changelog: "{app}：更新紀錄",
  },
  ja_jp: {
    download: "Inkdollをスマホとタブレットに",
    lead: "ダウンロードは無料。Proなら50以上の高度な機能が使えます。",
    changelog: "{app}のリリースノート",
  },
  ko_kr: {
    download: "휴대폰과 태블릿에서 Inkdoll을 만나 보세요",
    lead: "무료로 다운로드하세요. Pro에서는 50가지 이상의 고급 기능을 사용할 수 있습니다.",
    changelog: "{app} 릴리스 노트",
  },
  es_es: {
    download: "Consigue Inkdoll en tu móvil y tu tableta",
    lead: "Descarga gratuita. Con Pro desbloqueas más de 50 funciones avanzadas.",
    changelog: "{app}: notas de la versión",
  },
};
