import type { ConsoleMessages } from "./en-US.ts";

const consoleZhHK: ConsoleMessages = {
  shell: {
    console: "控制台",
    loginReason: "請使用員工帳戶登入以開啟控制台。",
    loading: "正在檢查你的權限…",
    menu: "控制台欄目",
    backToSite: "返回網站",
    signedInAs: "已登入：{email} · {role}",
    notStaff: "此帳戶沒有員工角色。請向管理員索取邀請。",
    setupTwoFactor: "員工帳戶必須先開啟兩步驗證登入，才能開啟控制台。",
    setupTwoFactorLink: "在帳戶中開啟兩步驗證登入",
    failed: "無法載入你的控制台權限，請重試。",
    retry: "重試",
    homeTitle: "歡迎使用控制台",
    homeLead: "選擇要處理的工作。你只會看到你的角色允許的欄目。",
    roles: {
      admin: "管理員",
      editor: "編輯",
      support: "客服",
      moderator: "審核員",
    },
    refused: {
      permission_missing: "你的角色不允許此操作。",
      staff_session_expired: "控制台工作階段已結束，請重新登入。",
      not_staff: "此帳戶沒有員工角色。",
      two_factor_setup_required: "請先開啟兩步驗證登入。",
      network: "請求未能到達伺服器。請檢查網絡後重試。",
    },
  },

  // Staff and invitations.
  staff: {},

  // The audit log.
  audit: {},

  // Accepting an invitation.
  invite: {},

  // Releases and changelogs.
  releases: {},

  // Content, drafts and revisions.
  content: {},

  // Statistics.
  stats: {
    lead: "在伺服器上按日匯總統計：不使用 Cookie，不載入追蹤程式碼，不保存 IP 位址。",
    range: "時間範圍",
    lastDays: { other: "最近 {count} 天" },
    loading: "正在載入統計數據…",
    failed: "無法載入統計數據。",
    retry: "再試一次",
    exportCsv: "下載 CSV",
    exportFailed: "CSV 下載失敗，請再試一次。",
    period: "{from} 至 {to}",
    perDay: "{series}（每日），{from} 至 {to}",
    showTable: "以表格顯示每日數據",
    day: "日期",
    count: "數量",
    share: "佔比",
    total: "合計",
    nothing: "此期間沒有統計數據。",
    unknown: "未知",
    series: {
      views: "頁面瀏覽次數",
      visitors: "獨立訪客",
      downloads: "下載次數",
      signups: "註冊數",
      giftsCreated: "建立的禮物",
      giftsClaimed: "領取的禮物",
    },
    dimensions: {
      routes: "頁面",
      languages: "語言",
      referrers: "來源網站",
      countries: "國家/地區",
      devices: "裝置",
      downloadApps: "按應用程式統計的下載",
      downloadPlatforms: "按平台統計的下載",
      downloadChannels: "按商店統計的下載",
      downloadRegions: "按地區統計的下載",
    },
    devices: { mobile: "手機", tablet: "平板電腦", desktop: "電腦" },
    summaryLink: "查看統計",
  },

  // Configuration.
  config: {
    lead: "以往需要發佈才能修改的網站設定。每個值儲存前都會檢查，之後的發佈亦不會覆蓋你在這裏儲存的內容。",
    language: "語言",
    save: "儲存",
    saving: "正在儲存…",
    saved: "已儲存。訪客會在一秒內看到新的值。",
    edited: "於 {date} 在控制台中編輯",
    seeded: "隨網站發佈的原始值（尚未在此編輯）",
    invalid: "此值無效，請檢查後再試。",
    invalidForm: "有一個值未能通過檢查，請查看已標示的欄位。",
    conflict: "在你開啟後，其他人已儲存了此值。請重新載入查看後再編輯。",
    reload: "重新載入",
    failed: "無法儲存此值，請再試一次。",
    loadFailed: "無法載入設定。",
    loading: "正在載入設定…",
    missing: "此語言尚未有值。",
    addEntry: "新增一項",
    removeEntry: "移除 {entry}",
    keys: {
      "site.domain": "官方網域",
      "support.email": "客戶支援電郵",
      "business.email": "商務電郵",
      "site.icp": "ICP 備案號",
      subsites: "子網站網址",
      "marketing.figures": "宣傳數字",
      "download.appName": "/download 上的應用程式名稱",
      "download.version": "目前應用程式版本",
      "download.minOs": "最低系統版本",
      "download.links": "商店連結（Inkdoll Doll）",
      "download.whatsNew": "更新內容",
      "ai.releaseDate": "Inkdoll AI 推出日期",
      "ai.links": "商店連結（Inkdoll AI）",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "活動禮物是任何人都可以領取的連結，每個帳戶限領一次，須在名額及截止日期之內。暫停後會停止領取，直至恢復。",
    create: "新增活動",
    createButton: "建立活動",
    created: "已建立活動。",
    code: "兌換碼",
    codeHint: "16 至 64 個字母、數字、「-」或「_」，例如 SPRING-SKETCH-2027。建立後不能更改。",
    kind: "禮物",
    kinds: {
      pro_days: "Pro 日數",
      doll_pack: "人偶包",
      ai_credits: "AI 點數",
    },
    amount: "數量",
    maxClaims: "最多領取次數",
    expires: "截止日期（UTC）",
    messages: "各語言的留言",
    messagesHint: "必須填寫英文；留空的語言會顯示英文留言。",
    save: "儲存變更",
    saving: "正在儲存…",
    pause: "暫停",
    resume: "恢復",
    reload: "重新載入",
    states: {
      active: "進行中",
      paused: "已暫停",
      expired: "已結束",
      full: "已領完",
    },
    benefits: {
      pro_days: {
        other: "{count} 天 Pro",
      },
      doll_pack: {
        other: "{count} 個人偶包",
      },
      ai_credits: {
        other: "{count} 點 AI 點數",
      },
    },
    claimed: {
      other: "已領取 {count}/{max}",
    },
    ends: "{date} 截止",
    chartLabel: "{code} 最近 30 天每日領取數",
    claimsTable: {
      other: "最近 30 天共 {count} 次領取：按日查看",
    },
    day: "日期",
    count: "領取次數",
    loading: "正在載入活動…",
    loadFailed: "無法載入活動。",
    problems: {
      invalid: "此值無效，請檢查已標示的欄位。",
      conflict: "在你開啟後，其他人更改了此活動。請重新載入後再編輯。",
      taken: "此兌換碼已被其他禮物使用。",
      failed: "無法儲存變更，請再試一次。",
      network: "要求未能到達伺服器。請檢查網絡連線後再試。",
    },
  },
};

export default consoleZhHK;
