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
  stats: {
    lead: "在服务器上按天汇总统计：不使用 Cookie，不加载跟踪脚本，不保存 IP 地址。",
    range: "时间范围",
    lastDays: { other: "最近 {count} 天" },
    loading: "正在加载统计数据…",
    failed: "无法加载统计数据。",
    retry: "重试",
    exportCsv: "下载 CSV",
    exportFailed: "CSV 下载失败，请重试。",
    period: "{from} 至 {to}",
    perDay: "{series}（每日），{from} 至 {to}",
    showTable: "以表格显示每日数据",
    day: "日期",
    count: "数量",
    share: "占比",
    total: "合计",
    nothing: "此期间没有统计数据。",
    unknown: "未知",
    series: {
      views: "页面浏览量",
      visitors: "独立访客",
      downloads: "下载次数",
      signups: "注册数",
      giftsCreated: "创建的礼物",
      giftsClaimed: "领取的礼物",
    },
    dimensions: {
      routes: "页面",
      languages: "语言",
      referrers: "来源网站",
      countries: "国家/地区",
      devices: "设备",
      downloadApps: "按应用统计的下载",
      downloadPlatforms: "按平台统计的下载",
      downloadChannels: "按商店统计的下载",
      downloadRegions: "按地区统计的下载",
    },
    devices: { mobile: "手机", tablet: "平板", desktop: "电脑" },
    summaryLink: "查看统计",
  },

  // Configuration.
  config: {
    lead: "以前需要发布才能修改的网站设置。每个值保存前都会校验，之后的发布不会覆盖你在这里保存的内容。",
    language: "语言",
    save: "保存",
    saving: "正在保存…",
    saved: "已保存。访客在一秒内就能看到新值。",
    edited: "于 {date} 在控制台中编辑",
    seeded: "随网站发布的原始值（尚未在此编辑）",
    invalid: "此值无效，请检查后重试。",
    invalidForm: "有一个值未通过校验，请查看标出的字段。",
    conflict: "在你打开后，其他人已保存了此值。请重新加载查看后再编辑。",
    reload: "重新加载",
    failed: "无法保存此值，请重试。",
    loadFailed: "无法加载配置。",
    loading: "正在加载配置…",
    missing: "此语言还没有值。",
    addEntry: "添加一项",
    removeEntry: "删除 {entry}",
    keys: {
      "site.domain": "官方域名",
      "support.email": "客服邮箱",
      "business.email": "商务邮箱",
      "site.icp": "ICP 备案号",
      subsites: "子站地址",
      "marketing.figures": "宣传数据",
      "download.appName": "/download 上的应用名称",
      "download.version": "当前应用版本",
      "download.minOs": "最低系统版本",
      "download.links": "商店链接（Inkdoll Doll）",
      "download.whatsNew": "更新内容",
      "ai.releaseDate": "Inkdoll AI 发布日期",
      "ai.links": "商店链接（Inkdoll AI）",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "活动礼物是任何人都可以领取的链接，每个账号限领一次，须在名额和截止日期之内。暂停后将停止领取，直到恢复。",
    create: "新建活动",
    createButton: "创建活动",
    created: "活动已创建。",
    code: "兑换码",
    codeHint: "16 到 64 个字母、数字、“-”或“_”，例如 SPRING-SKETCH-2027。创建后不能修改。",
    kind: "礼物",
    kinds: {
      pro_days: "Pro 天数",
      doll_pack: "人偶包",
      ai_credits: "AI 额度",
    },
    amount: "数量",
    maxClaims: "最多领取次数",
    expires: "截止日期（UTC）",
    messages: "各语言的留言",
    messagesHint: "英文必填；留空的语言将显示英文留言。",
    save: "保存更改",
    saving: "正在保存…",
    pause: "暂停",
    resume: "恢复",
    reload: "重新加载",
    states: {
      active: "进行中",
      paused: "已暂停",
      expired: "已结束",
      full: "已领完",
    },
    benefits: {
      pro_days: {
        other: "{count} 天 Pro",
      },
      doll_pack: {
        other: "{count} 个人偶包",
      },
      ai_credits: {
        other: "{count} 点 AI 额度",
      },
    },
    claimed: {
      other: "已领取 {count}/{max}",
    },
    ends: "{date} 截止",
    chartLabel: "{code} 最近 30 天每日领取数",
    claimsTable: {
      other: "最近 30 天共 {count} 次领取：按天查看",
    },
    day: "日期",
    count: "领取次数",
    loading: "正在加载活动…",
    loadFailed: "无法加载活动。",
    problems: {
      invalid: "此值无效，请检查标出的字段。",
      conflict: "在你打开后，其他人修改了此活动。请重新加载后再编辑。",
      taken: "此兑换码已被其他礼物使用。",
      failed: "无法保存更改，请重试。",
      network: "请求未能到达服务器。请检查网络连接后重试。",
    },
  },
};

export default consoleZhCN;
