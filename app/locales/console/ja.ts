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

export default consoleJa;
