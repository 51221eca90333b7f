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
  content: {
    lead: "用六种语言撰写并发布博客文章、手册文章、常见问题和法律文件。",
    kinds: {
      article: "博客与手册",
      faq: "常见问题",
      document: "法律文件",
    },
    sections: {
      blog: "博客",
      manual: "手册",
      faq: "常见问题",
    },
    columns: {
      title: "标题",
      section: "栏目",
      status: "状态",
      languages: "语言",
    },
    status: {
      draft: "草稿",
      published: "已发布",
      scheduled: "定于 {time} 发布",
    },
    languagesOk: "均为最新",
    missing: "缺少：{list}",
    outdated: "比英文版旧：{list}",
    edit: "编辑",
    editLabel: "编辑“{title}”",
    view: "在网站上查看",
    create: {
      article: "新文章",
      faq: "新的常见问题",
      document: "文件新版本",
      section: "栏目",
      slug: "地址（slug）",
      slugHint: "用连字符连接的小写单词，例如 my-first-post。",
      title: "标题（英文）",
      category: "分类",
      key: "文件",
      version: "版本",
      effectiveDate: "生效日期",
      submit: "创建草稿",
    },
    errors: {
      required: "请填写此项。",
      slug: "请使用小写字母和数字，单词之间用单个连字符连接。",
      slug_taken: "此地址已被使用，请另选一个。",
      version_taken: "此版本已存在。",
      conflict: "在你打开之后，其他人保存了此内容。请重新加载查看他们的修改（请先复制你的文字）。",
      invalid: "请检查此值。",
      not_found: "此内容或修订已不存在。",
      network: "请求未到达服务器。请检查网络连接后重试。",
      failed: "操作未成功，请重试。",
    },
    back: "返回全部内容",
    language: "语言",
    languageNames: {
      en_us: "英语",
      zh_cn: "简体中文",
      zh_hk: "繁体中文",
      ja_jp: "日语",
      ko_kr: "韩语",
      es_es: "西班牙语",
    },
    missingMark: "缺少",
    outdatedMark: "比英文版旧",
    title: "标题",
    summary: "摘要",
    body: "正文（Markdown）",
    question: "问题",
    answer: "回答（Markdown）",
    effectiveDate: "生效日期",
    category: "分类",
    preview: "预览",
    previewTitle: "预览（访客看到的样子）",
    previewHint: "选择“预览”即可查看由服务器渲染的正文。",
    publishing: "发布设置",
    asDraft: "草稿：不公开",
    publishNow: "已发布",
    schedule: "定时发布",
    publishAt: "公开时间（你的时区）",
    save: "保存",
    saved: "已保存为修订 {number}。",
    reload: "重新加载",
    revisions: "修订历史",
    revisionLine: "修订 {number} · {action} · {author} · {time}",
    actions: {
      seed: "来自 content/",
      create: "创建",
      save: "保存",
      restore: "从修订 {from} 恢复",
    },
    restore: "恢复",
    restoreLabel: "恢复修订 {number}",
    restored: "修订 {number} 已恢复为修订 {current}。",
    current: "当前",
    noRevisions: "还没有修订。第一次保存会把当前文字保留为修订 1。",
    loadFailed: "无法加载内容。",
    empty: "这里还没有内容。",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleZhCN;
