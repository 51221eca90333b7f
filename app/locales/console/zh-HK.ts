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
  content: {
    lead: "以六種語言撰寫及發佈網誌文章、手冊文章、常見問題和法律文件。",
    kinds: {
      article: "網誌與手冊",
      faq: "常見問題",
      document: "法律文件",
    },
    sections: {
      blog: "網誌",
      manual: "手冊",
      faq: "常見問題",
    },
    columns: {
      title: "標題",
      section: "欄目",
      status: "狀態",
      languages: "語言",
    },
    status: {
      draft: "草稿",
      published: "已發佈",
      scheduled: "定於 {time} 發佈",
    },
    languagesOk: "全部最新",
    missing: "缺少：{list}",
    outdated: "比英文版舊：{list}",
    edit: "編輯",
    editLabel: "編輯「{title}」",
    view: "在網站上查看",
    create: {
      article: "新文章",
      faq: "新的常見問題",
      document: "文件新版本",
      section: "欄目",
      slug: "網址（slug）",
      slugHint: "以連字號連接的小寫單詞，例如 my-first-post。",
      title: "標題（英文）",
      category: "分類",
      key: "文件",
      version: "版本",
      effectiveDate: "生效日期",
      submit: "建立草稿",
    },
    errors: {
      required: "請填寫此項。",
      slug: "請使用小寫字母和數字，單詞之間以單個連字號連接。",
      slug_taken: "此網址已被使用，請另選一個。",
      version_taken: "此版本已存在。",
      conflict: "你開啟後，其他人儲存了此內容。請重新載入查看他們的修改（請先複製你的文字）。",
      invalid: "請檢查此值。",
      not_found: "此內容或修訂已不存在。",
      network: "請求未能到達伺服器。請檢查網絡連線後再試。",
      failed: "操作未成功，請再試一次。",
    },
    back: "返回全部內容",
    language: "語言",
    languageNames: {
      en_us: "英文",
      zh_cn: "簡體中文",
      zh_hk: "繁體中文",
      ja_jp: "日文",
      ko_kr: "韓文",
      es_es: "西班牙文",
    },
    missingMark: "缺少",
    outdatedMark: "比英文版舊",
    title: "標題",
    summary: "摘要",
    body: "正文（Markdown）",
    question: "問題",
    answer: "答案（Markdown）",
    effectiveDate: "生效日期",
    category: "分類",
    preview: "預覽",
    previewTitle: "預覽（訪客看到的樣子）",
    previewHint: "選擇「預覽」即可查看由伺服器轉換的正文。",
    publishing: "發佈設定",
    asDraft: "草稿：不公開",
    publishNow: "已發佈",
    schedule: "定時發佈",
    publishAt: "公開時間（你的時區）",
    save: "儲存",
    saved: "已儲存為修訂 {number}。",
    reload: "重新載入",
    revisions: "修訂記錄",
    revisionLine: "修訂 {number} · {action} · {author} · {time}",
    actions: {
      seed: "來自 content/",
      create: "建立",
      save: "儲存",
      restore: "從修訂 {from} 還原",
    },
    restore: "還原",
    restoreLabel: "還原修訂 {number}",
    restored: "修訂 {number} 已還原為修訂 {current}。",
    current: "目前",
    noRevisions: "尚未有修訂。第一次儲存會把目前的文字保留為修訂 1。",
    loadFailed: "無法載入內容。",
    empty: "這裏尚未有內容。",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleZhHK;
