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
  releases: {
    lead: "四款应用在各渠道的版本。草稿在发布前不会公开；/download 和更新日志只显示已发布的版本。",
    app: "应用",
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
      apk: "APK 下载（Android）",
      huawei: "华为应用市场（Android）",
    },
    newRelease: "新建版本",
    edit: "编辑",
    publish: "发布",
    unpublish: "取消发布",
    status: {
      draft: "草稿",
      published: "已发布",
    },
    listTitle: "{app} 的版本",
    empty: "这个应用还没有版本。",
    loading: "正在加载版本…",
    failed: "无法加载版本。",
    retry: "重试",
    released: "发布于 {date}",
    editedByConsole: "已在控制台中编辑",
    creating: "新建版本",
    editing: "编辑 {channel} 上的 {version}",
    version: "版本号",
    versionHint: "例如 4.9.0 或 5.0.0-beta.1。",
    releasedOn: "发布日期",
    minOs: "最低系统版本",
    minOsHint: "例如 iOS 填 15.0，Android 填 8.0。",
    url: "商店或文件地址",
    urlHint: "以 https:// 开头的地址。",
    fileSize: "文件大小（字节）",
    fileSizeHint: "APK 的准确大小，必须大于 0。",
    sha256: "SHA-256 校验值",
    sha256Hint: "64 位十六进制数字。",
    notes: "更新说明",
    notesLanguage: "说明的语言",
    notesHint: "使用 Markdown。英文为必填，其他语言缺失时显示英文。",
    languages: {
      en_us: "英语",
      zh_cn: "简体中文",
      zh_hk: "繁体中文",
      ja_jp: "日语",
      ko_kr: "韩语",
      es_es: "西班牙语",
    },
    missing: "缺失",
    preview: "预览",
    previewTitle: "预览（{language}）",
    previewEmpty: "暂无可预览的内容。",
    save: "保存草稿",
    saveChanges: "保存更改",
    cancel: "取消",
    saved: "已保存。",
    publishedDone: "{version} 已发布。",
    unpublishedDone: "{version} 已改回草稿。",
    problems: {
      required: "此项为必填。",
      format: "格式不正确。",
      too_long: "内容过长。",
      invalid: "此处不接受这个值。",
      exists: "这个应用在该渠道上已有此版本。",
      conflict: "你打开这个版本后，有人修改了它。请重新加载后再修改。",
      permission: "你的角色不允许进行此更改。",
      failed: "更改未保存，请重试。",
      network: "请求未到达服务器。请检查网络连接后重试。",
    },
    reload: "重新加载",
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

export default consoleZhCN;
