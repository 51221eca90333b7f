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
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleZhHK;
