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
  releases: {
    lead: "四款應用程式在各渠道的版本。草稿在發佈前不會公開；/download 和更新紀錄只顯示已發佈的版本。",
    app: "應用程式",
    apps: {
      doll: "Inkdoll Doll",
      brush: "Inkdoll Brush",
      create: "Inkdoll Create",
      ai: "Inkdoll AI",
    },
    channel: "渠道",
    channels: {
      appstore: "App Store（iOS）",
      googleplay: "Google Play（Android）",
      apk: "APK 下載（Android）",
      huawei: "華為應用市場（Android）",
    },
    newRelease: "新增版本",
    edit: "編輯",
    publish: "發佈",
    unpublish: "取消發佈",
    status: {
      draft: "草稿",
      published: "已發佈",
    },
    listTitle: "{app} 的版本",
    empty: "這個應用程式還沒有版本。",
    loading: "正在載入版本…",
    failed: "無法載入版本。",
    retry: "再試一次",
    released: "發佈於 {date}",
    editedByConsole: "已在控制台中編輯",
    creating: "新增版本",
    editing: "編輯 {channel} 上的 {version}",
    version: "版本號",
    versionHint: "例如 4.9.0 或 5.0.0-beta.1。",
    releasedOn: "發佈日期",
    minOs: "最低系統版本",
    minOsHint: "例如 iOS 填 15.0，Android 填 8.0。",
    url: "商店或檔案地址",
    urlHint: "以 https:// 開頭的地址。",
    fileSize: "檔案大小（位元組）",
    fileSizeHint: "APK 的準確大小，必須大於 0。",
    sha256: "SHA-256 校驗碼",
    sha256Hint: "64 位十六進位數字。",
    notes: "更新說明",
    notesLanguage: "說明的語言",
    notesHint: "使用 Markdown。英文必須填寫，其他語言缺少時會顯示英文。",
    languages: {
      en_us: "英文",
      zh_cn: "簡體中文",
      zh_hk: "繁體中文",
      ja_jp: "日文",
      ko_kr: "韓文",
      es_es: "西班牙文",
    },
    missing: "缺少",
    preview: "預覽",
    previewTitle: "預覽（{language}）",
    previewEmpty: "暫時沒有可預覽的內容。",
    save: "儲存草稿",
    saveChanges: "儲存變更",
    cancel: "取消",
    saved: "已儲存。",
    publishedDone: "{version} 已發佈。",
    unpublishedDone: "{version} 已改回草稿。",
    problems: {
      required: "此欄必須填寫。",
      format: "格式不正確。",
      too_long: "內容太長。",
      invalid: "此處不接受這個值。",
      exists: "這個應用程式在該渠道上已有此版本。",
      conflict: "你開啟這個版本後，有人修改了它。請重新載入後再修改。",
      permission: "你的角色不允許進行此變更。",
      failed: "變更未儲存，請再試一次。",
      network: "請求未能到達伺服器。請檢查網絡連線後再試。",
    },
    reload: "重新載入",
  },

  // Content, drafts and revisions.
  content: {},

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleZhHK;
