import type { ConsoleMessages } from "./en-US.ts";

const consoleZhCN: ConsoleMessages = {
  shell: {
    console: "控制台",
    loginReason: "请使用工作人员账号登录以打开控制台。",
    loading: "正在检查你的权限…",
    menu: "控制台栏目",
    backToSite: "返回网站",
    signedInAs: "已登录：{email} · {role}",
    notStaff: "此账号没有工作人员角色。请向管理员索取邀请。",
    setupTwoFactor: "工作人员账号必须先开启两步验证登录，才能打开控制台。",
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
      not_staff: "此账号没有工作人员角色。",
      two_factor_setup_required: "请先开启两步验证登录。",
      network: "请求未能到达服务器。请检查网络后重试。",
    },
  },

  // Staff and invitations.
  staff: {
    loading: "正在加载工作人员…",
    loadFailed: "无法加载工作人员列表。",
    retry: "重试",
    inviteTitle: "邀请成员",
    inviteLead:
      "邀请只能使用一次，7 天内有效，且仅限该邮箱地址的账号使用。邀请会通过邮件发送，链接只在此处显示一次。",
    email: "邮箱地址",
    role: "角色",
    inviteSubmit: "创建邀请",
    inviteCreated: "已为 {email} 创建邀请并发送邮件。请立即复制链接：它只显示这一次。",
    link: "邀请链接",
    copy: "复制链接",
    copied: "链接已复制。",
    pendingTitle: "待接受的邀请",
    pendingNone: "没有待接受的邀请。",
    invitedBy: "邀请人：{who}",
    commandLine: "命令行",
    expires: "{date} 过期",
    revoke: "撤销",
    revokeLabel: "撤销发给 {email} 的邀请",
    revoked: "邀请已撤销。",
    membersTitle: "工作人员列表",
    columns: {
      member: "成员",
      role: "角色",
      since: "加入时间",
      twoFactor: "两步验证登录",
      actions: "操作",
    },
    twoFactorOn: "已开启",
    twoFactorOff: "未开启",
    you: "（你）",
    newRole: "{email} 的新角色",
    changeRole: "更改角色",
    remove: "移除",
    removeLabel: "将 {email} 从工作人员中移除",
    confirmTitle: "确认此更改",
    confirmRole: "将 {email} 的角色从「{from}」改为「{to}」。",
    confirmRemove: "将 {email}（{role}）从工作人员中移除。",
    confirmLead: "更改工作人员需要再次输入你的密码，或身份验证器中的验证码，或恢复码。",
    confirm: "密码或验证码",
    confirmSubmit: "确认",
    cancel: "取消",
    changed: "角色已更改。",
    removed: "已从工作人员中移除。",
    errors: {
      required: "请填写此项。",
      email: "请输入邮箱地址，例如 name@example.com。",
      confirmation_required: "请输入密码或验证码以确认。",
      password_wrong: "这不是你的密码（也不是有效的验证码）。",
      code_wrong: "验证码错误、已过期或已被使用。",
      locked: "错误的验证码次数过多。请等几分钟再试。",
      rate_limited: "尝试次数过多。请等几分钟再试。",
      last_admin: "管理后台必须至少保留一名管理员。",
      conflict: "在此期间有人更改了该成员。列表已重新加载。",
      not_found: "该项已不存在。列表已重新加载。",
      network: "请求未能到达服务器。请检查网络连接后重试。",
      failed: "操作未成功。请重试。",
    },
  },

  // The audit log.
  audit: {
    lead: "在管理后台所做的每一项更改：谁、做了什么、何时，以及更改前后的内容。任何人都无法编辑或删除记录。",
    filters: "筛选日志",
    actor: "操作人",
    actorHint: "邮箱地址或其中一部分",
    entity: "对象",
    action: "操作",
    any: "全部",
    from: "开始日期",
    to: "结束日期",
    apply: "应用",
    clear: "清除筛选",
    total: { other: "{count} 条记录" },
    when: "时间",
    who: "操作人",
    what: "内容",
    change: "更改",
    commandLine: "命令行",
    created: "新建",
    removed: "删除",
    noChange: "无详细信息",
    none: "没有符合这些条件的记录。",
    loading: "正在加载审计日志…",
    failed: "无法加载审计日志。",
    retry: "重试",
    pages: "审计日志分页",
    previous: "较新",
    next: "较早",
    page: "第 {page} 页，共 {pages} 页",
    badDate: "请输入日期。",
  },

  // Accepting an invitation.
  invite: {
    loginReason: "请使用收到邀请的邮箱地址登录或注册，然后在此接受邀请。",
    loading: "正在查询邀请…",
    offer: "你受邀以「{role}」身份加入管理后台。",
    forEmail: "此邀请发给 {email}，在 {date} 之前可使用一次。",
    accept: "接受邀请",
    accepted: "欢迎加入工作人员。你的角色：{role}。",
    enrol:
      "工作人员账号需要开启两步验证登录。请在账号中开启，然后使用验证码重新登录，之后即可打开管理后台。",
    enrolLink: "开启两步验证登录",
    open: "打开管理后台",
    missingToken: "此链接中没有邀请信息。请打开邮件中的完整链接。",
    states: {
      accepted: "此邀请已被接受。",
      expired: "此邀请已过期。请向管理员索取新的邀请。",
    },
    errors: {
      not_found: "此邀请不存在或已被撤销。",
      invitation_used: "此邀请已被接受。",
      expired: "此邀请已过期。请向管理员索取新的邀请。",
      invitation_wrong_account:
        "此邀请发给的是另一个邮箱地址。请退出登录，再用受邀地址登录或注册。",
      already_staff: "此账号已拥有工作人员角色。",
      rate_limited: "尝试次数过多。请等几分钟再试。",
      invalid_input: "此链接不是有效的邀请。请打开邮件中的完整链接。",
      network: "请求未能到达服务器。请检查网络连接后重试。",
      failed: "操作未成功。请重试。",
    },
  },

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
