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
  stats: {
    lead: "サーバー上で日ごとの合計だけを数えています。Cookie もトラッキングスクリプトも使わず、IP アドレスは保存しません。",
    range: "期間",
    lastDays: { other: "過去 {count} 日間" },
    loading: "統計を読み込んでいます…",
    failed: "統計を読み込めませんでした。",
    retry: "もう一度試す",
    exportCsv: "CSV をダウンロード",
    exportFailed: "CSV をダウンロードできませんでした。もう一度お試しください。",
    period: "{from}〜{to}",
    perDay: "{series}（日別）、{from}〜{to}",
    showTable: "日別の数値を表で表示",
    day: "日付",
    count: "件数",
    share: "割合",
    total: "合計",
    nothing: "この期間に数えられたものはありません。",
    unknown: "不明",
    series: {
      views: "ページビュー",
      visitors: "ユニーク訪問者",
      downloads: "ダウンロード",
      signups: "新規登録",
      giftsCreated: "作成されたギフト",
      giftsClaimed: "受け取られたギフト",
    },
    dimensions: {
      routes: "ページ",
      languages: "言語",
      referrers: "参照元サイト",
      countries: "国・地域",
      devices: "デバイス",
      downloadApps: "アプリ別ダウンロード",
      downloadPlatforms: "プラットフォーム別ダウンロード",
      downloadChannels: "ストア別ダウンロード",
      downloadRegions: "地域別ダウンロード",
    },
    devices: { mobile: "スマートフォン", tablet: "タブレット", desktop: "パソコン" },
    summaryLink: "統計を開く",
  },

  // Configuration.
  config: {
    lead: "これまでデプロイが必要だったサイトの設定です。保存前に各値を検証し、その後のデプロイでここで保存した内容が上書きされることはありません。",
    language: "言語",
    save: "保存",
    saving: "保存しています…",
    saved: "保存しました。1 秒以内に訪問者に新しい値が表示されます。",
    edited: "{date} にコンソールで編集",
    seeded: "サイトに同梱された値（まだここで編集されていません）",
    invalid: "この値は受け付けられません。確認してもう一度お試しください。",
    invalidForm: "受け付けられない値があります。印の付いた項目を確認してください。",
    conflict:
      "開いた後に別の人がこの値を保存しました。再読み込みして内容を確認してから、もう一度編集してください。",
    reload: "再読み込み",
    failed: "値を保存できませんでした。もう一度お試しください。",
    loadFailed: "設定を読み込めませんでした。",
    loading: "設定を読み込んでいます…",
    missing: "この言語の値はまだありません。",
    addEntry: "項目を追加",
    removeEntry: "{entry} を削除",
    keys: {
      "site.domain": "公式ドメイン",
      "support.email": "サポートのメールアドレス",
      "business.email": "ビジネス用メールアドレス",
      "site.icp": "ICP 登録番号",
      subsites: "サブサイトのアドレス",
      "marketing.figures": "紹介用の数値",
      "download.appName": "/download のアプリ名",
      "download.version": "現在のアプリのバージョン",
      "download.minOs": "対応 OS の最低バージョン",
      "download.links": "ストアのリンク（Inkdoll Doll）",
      "download.whatsNew": "新機能",
      "ai.releaseDate": "Inkdoll AI の公開日",
      "ai.links": "ストアのリンク（Inkdoll AI）",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "キャンペーンギフトは、上限数と終了日までの間、誰でも 1 アカウントにつき 1 回受け取れるリンクです。一時停止すると、再開するまで受け取りできません。",
    create: "新しいキャンペーン",
    createButton: "キャンペーンを作成",
    created: "キャンペーンを作成しました。",
    code: "コード",
    codeHint:
      "16〜64 文字の英数字、「-」または「_」（例：SPRING-SKETCH-2027）。作成後は変更できません。",
    kind: "ギフト",
    kinds: {
      pro_days: "Pro の日数",
      doll_pack: "ドールパック",
      ai_credits: "AI クレジット",
    },
    amount: "数量",
    maxClaims: "受け取り上限",
    expires: "終了日（UTC）",
    messages: "言語ごとのメッセージ",
    messagesHint: "英語は必須です。空欄の言語には英語のメッセージが表示されます。",
    save: "変更を保存",
    saving: "保存しています…",
    pause: "一時停止",
    resume: "再開",
    reload: "再読み込み",
    states: {
      active: "実施中",
      paused: "一時停止中",
      expired: "終了",
      full: "上限に達しました",
    },
    benefits: {
      pro_days: {
        other: "Pro {count} 日間",
      },
      doll_pack: {
        other: "ドールパック {count} 個",
      },
      ai_credits: {
        other: "AI クレジット {count} 回分",
      },
    },
    claimed: {
      other: "{count}/{max} 件受け取り済み",
    },
    ends: "{date} 終了",
    chartLabel: "{code} の過去 30 日間の日別受け取り数",
    claimsTable: {
      other: "過去 30 日間の受け取り {count} 件：日別に表示",
    },
    day: "日付",
    count: "受け取り数",
    loading: "キャンペーンを読み込んでいます…",
    loadFailed: "キャンペーンを読み込めませんでした。",
    problems: {
      invalid: "この値は受け付けられません。印の付いた項目を確認してください。",
      conflict:
        "開いた後に別の人がこのキャンペーンを変更しました。再読み込みしてから、もう一度編集してください。",
      taken: "このコードは別のギフトで使われています。",
      failed: "変更を保存できませんでした。もう一度お試しください。",
      network: "リクエストがサーバーに届きませんでした。接続を確認して、もう一度お試しください。",
    },
  },
};

export default consoleJa;
