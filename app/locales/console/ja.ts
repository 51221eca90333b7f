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
  releases: {
    lead: "4 つのアプリの、配信チャネルごとのバージョンです。下書きは公開するまで表示されません。/download とリリースノートには公開済みのリリースだけが表示されます。",
    app: "アプリ",
    apps: {
      doll: "Inkdoll Doll",
      brush: "Inkdoll Brush",
      create: "Inkdoll Create",
      ai: "Inkdoll AI",
    },
    channel: "配信チャネル",
    channels: {
      appstore: "App Store（iOS）",
      googleplay: "Google Play（Android）",
      apk: "APK ダウンロード（Android）",
      huawei: "Huawei AppGallery（Android）",
    },
    newRelease: "新しいリリース",
    edit: "編集",
    publish: "公開",
    unpublish: "非公開にする",
    status: {
      draft: "下書き",
      published: "公開中",
    },
    listTitle: "{app}のリリース",
    empty: "このアプリにはまだリリースがありません。",
    loading: "リリースを読み込んでいます…",
    failed: "リリースを読み込めませんでした。",
    retry: "再試行",
    released: "リリース日：{date}",
    editedByConsole: "コンソールで編集済み",
    creating: "新しいリリース",
    editing: "{channel}の{version}を編集",
    version: "バージョン",
    versionHint: "例：4.9.0、5.0.0-beta.1",
    releasedOn: "リリース日",
    minOs: "最低 OS バージョン",
    minOsHint: "例：iOS は 15.0、Android は 8.0",
    url: "ストアまたはファイルのアドレス",
    urlHint: "https:// で始まるアドレス",
    fileSize: "ファイルサイズ（バイト）",
    fileSizeHint: "APK の正確なサイズ（0 より大きい値）",
    sha256: "SHA-256 チェックサム",
    sha256Hint: "16 進数 64 桁",
    notes: "リリースノート",
    notesLanguage: "ノートの言語",
    notesHint: "Markdown で記述します。英語は必須で、ほかの言語がない場合は英語が表示されます。",
    languages: {
      en_us: "英語",
      zh_cn: "簡体字中国語",
      zh_hk: "繁体字中国語",
      ja_jp: "日本語",
      ko_kr: "韓国語",
      es_es: "スペイン語",
    },
    missing: "未入力",
    preview: "プレビュー",
    previewTitle: "プレビュー（{language}）",
    previewEmpty: "プレビューする内容がまだありません。",
    save: "下書きを保存",
    saveChanges: "変更を保存",
    cancel: "キャンセル",
    saved: "保存しました。",
    publishedDone: "{version} を公開しました。",
    unpublishedDone: "{version} を下書きに戻しました。",
    problems: {
      required: "入力してください。",
      format: "形式が正しくありません。",
      too_long: "長すぎます。",
      invalid: "この値はここでは使えません。",
      exists: "このアプリのこのチャネルには、すでにこのバージョンがあります。",
      conflict:
        "開いた後に、ほかの人がこのリリースを変更しました。再読み込みしてから、もう一度変更してください。",
      permission: "あなたの役割ではこの変更はできません。",
      failed: "変更を保存できませんでした。もう一度お試しください。",
      network: "リクエストがサーバーに届きませんでした。接続を確認して、もう一度お試しください。",
    },
    reload: "再読み込み",
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

export default consoleJa;
