import type { ConsoleMessages } from "./en-US.ts";

const consoleJa: ConsoleMessages = {
  shell: {
    console: "コンソール",
    loginReason: "コンソールを開くには、スタッフアカウントでログインしてください。",
    loading: "権限を確認しています…",
    menu: "コンソールのセクション",
    backToSite: "サイトに戻る",
    signedInAs: "{email}（{role}）でログイン中",
    notStaff: "このアカウントにはスタッフの役割がありません。管理者に招待を依頼してください。",
    setupTwoFactor:
      "スタッフアカウントは、コンソールを開く前に2段階認証ログインを有効にする必要があります。",
    setupTwoFactorLink: "アカウントで2段階認証ログインを有効にする",
    failed: "コンソールの権限を読み込めませんでした。もう一度お試しください。",
    retry: "再試行",
    homeTitle: "コンソールへようこそ",
    homeLead: "作業する項目を選んでください。役割で許可されたセクションだけが表示されます。",
    roles: {
      admin: "管理者",
      editor: "編集者",
      support: "サポート",
      moderator: "モデレーター",
    },
    refused: {
      permission_missing: "あなたの役割ではこの操作はできません。",
      staff_session_expired: "コンソールのセッションが終了しました。もう一度ログインしてください。",
      not_staff: "このアカウントにはスタッフの役割がありません。",
      two_factor_setup_required: "先に2段階認証ログインを有効にしてください。",
      network: "リクエストがサーバーに届きませんでした。接続を確認して、もう一度お試しください。",
    },
  },

  // Staff and invitations.
  staff: {
    loading: "スタッフを読み込んでいます…",
    loadFailed: "スタッフ一覧を読み込めませんでした。",
    retry: "再試行",
    inviteTitle: "スタッフを招待",
    inviteLead:
      "招待は 1 回だけ、7 日間、このメールアドレスのアカウントでのみ使えます。メールで送信され、リンクはここに一度だけ表示されます。",
    email: "メールアドレス",
    role: "役割",
    inviteSubmit: "招待を作成",
    inviteCreated:
      "{email} への招待を作成し、メールで送信しました。今すぐリンクをコピーしてください。表示は一度だけです。",
    link: "招待リンク",
    copy: "リンクをコピー",
    copied: "リンクをコピーしました。",
    pendingTitle: "保留中の招待",
    pendingNone: "保留中の招待はありません。",
    invitedBy: "招待者：{who}",
    commandLine: "コマンドライン",
    expires: "有効期限：{date}",
    revoke: "取り消す",
    revokeLabel: "{email} への招待を取り消す",
    revoked: "招待を取り消しました。",
    membersTitle: "スタッフ一覧",
    columns: {
      member: "メンバー",
      role: "役割",
      since: "登録日",
      twoFactor: "2段階認証ログイン",
      actions: "操作",
    },
    twoFactorOn: "オン",
    twoFactorOff: "オフ",
    you: "（あなた）",
    newRole: "{email} の新しい役割",
    changeRole: "役割を変更",
    remove: "外す",
    removeLabel: "{email} をスタッフから外す",
    confirmTitle: "この変更を確認",
    confirmRole: "{email} の役割を「{from}」から「{to}」に変更します。",
    confirmRemove: "{email}（{role}）をスタッフから外します。",
    confirmLead:
      "スタッフの変更には、パスワード、または認証アプリのコードかリカバリーコードの再入力が必要です。",
    confirm: "パスワードまたはコード",
    confirmSubmit: "確認",
    cancel: "キャンセル",
    changed: "役割を変更しました。",
    removed: "スタッフから外しました。",
    errors: {
      required: "入力してください。",
      email: "name@example.com のようなメールアドレスを入力してください。",
      confirmation_required: "確認のため、パスワードまたはコードを入力してください。",
      password_wrong: "パスワード（または有効なコード）が正しくありません。",
      code_wrong: "コードが正しくないか、古いか、使用済みです。",
      locked: "間違ったコードが多すぎます。数分待ってからもう一度お試しください。",
      rate_limited: "試行回数が多すぎます。数分待ってからもう一度お試しください。",
      last_admin: "コンソールには少なくとも 1 人の管理者が必要です。",
      conflict: "この間に他の人がこのメンバーを変更しました。一覧を再読み込みしました。",
      not_found: "この項目はもうありません。一覧を再読み込みしました。",
      network: "リクエストがサーバーに届きませんでした。接続を確認して、もう一度お試しください。",
      failed: "うまくいきませんでした。もう一度お試しください。",
    },
  },

  // The audit log.
  audit: {
    lead: "コンソールで行われたすべての変更：誰が、何を、いつ、変更前と変更後。記録は誰も編集・削除できません。",
    filters: "ログを絞り込む",
    actor: "誰が",
    actorHint: "メールアドレスまたはその一部",
    entity: "対象",
    action: "操作",
    any: "すべて",
    from: "開始日",
    to: "終了日",
    apply: "適用",
    clear: "絞り込みを解除",
    total: { other: "{count} 件" },
    when: "日時",
    who: "誰が",
    what: "何を",
    change: "変更内容",
    commandLine: "コマンドライン",
    created: "新規",
    removed: "削除",
    noChange: "詳細なし",
    none: "条件に一致する記録はありません。",
    loading: "監査ログを読み込んでいます…",
    failed: "監査ログを読み込めませんでした。",
    retry: "再試行",
    pages: "監査ログのページ",
    previous: "新しい記録",
    next: "古い記録",
    page: "{page} / {pages} ページ",
    badDate: "日付を入力してください。",
  },

  // Accepting an invitation.
  invite: {
    loginReason:
      "招待が送られたメールアドレスでログインまたは登録してから、ここで承認してください。",
    loading: "招待を確認しています…",
    offer: "「{role}」として管理コンソールに招待されています。",
    forEmail: "この招待は {email} 宛てで、{date} まで 1 回だけ使えます。",
    accept: "招待を承認",
    accepted: "スタッフへようこそ。あなたの役割：{role}",
    enrol:
      "スタッフアカウントには 2 段階認証ログインが必要です。アカウントで有効にしてから、コードを使ってもう一度ログインすると、コンソールが開きます。",
    enrolLink: "2段階認証ログインを有効にする",
    open: "コンソールを開く",
    missingToken: "このリンクには招待が含まれていません。メールのリンクを最後まで開いてください。",
    states: {
      accepted: "この招待はすでに承認されています。",
      expired: "この招待は期限切れです。管理者に新しい招待を依頼してください。",
    },
    errors: {
      not_found: "この招待は存在しないか、取り消されました。",
      invitation_used: "この招待はすでに承認されています。",
      expired: "この招待は期限切れです。管理者に新しい招待を依頼してください。",
      invitation_wrong_account:
        "この招待は別のメールアドレス宛てです。ログアウトしてから、招待されたアドレスでログインまたは登録してください。",
      already_staff: "このアカウントにはすでにスタッフの役割があります。",
      rate_limited: "試行回数が多すぎます。数分待ってからもう一度お試しください。",
      invalid_input:
        "このリンクは有効な招待ではありません。メールのリンクを最後まで開いてください。",
      network: "リクエストがサーバーに届きませんでした。接続を確認して、もう一度お試しください。",
      failed: "うまくいきませんでした。もう一度お試しください。",
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

export default consoleJa;
