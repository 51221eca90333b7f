import type { ConsoleMessages } from "./en-US.ts";

const consoleZhCN: ConsoleMessages = {
  shell: {
    console: "控制台",
    loginReason: "请使用员工账号登录以打开控制台。",
    loading: "正在检查你的权限…",
    menu: "控制台栏目",
    backToSite: "返回网站",
    signedInAs: "已登录：{email} · {role}",
    notStaff: "此账号没有员工角色。请向管理员索取邀请。",
    setupTwoFactor: "员工账号必须先开启两步验证登录，才能打开控制台。",
    setupTwoFactorLink: "在账号中开启两步验证登录",
    failed: "无法加载你的控制台权限，请重试。",
    retry: "重试",
    homeTitle: "欢迎使用控制台",
    homeLead: "选择要处理的工作。你只会看到你的角色允许的栏目。",
    roles: {
      admin: "管理员",
      editor: "编辑",
      support: "客服",
      moderator: "审核员",
    },
    refused: {
      permission_missing: "你的角色不允许此操作。",
      staff_session_expired: "控制台会话已结束，请重新登录。",
      not_staff: "此账号没有员工角色。",
      two_factor_setup_required: "请先开启两步验证登录。",
      network: "请求未能到达服务器。请检查网络后重试。",
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

export default consoleZhCN;
