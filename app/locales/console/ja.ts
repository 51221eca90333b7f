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
  content: {
    lead: "ブログ記事、マニュアル記事、FAQ、法的文書を6言語で作成・公開します。",
    kinds: {
      article: "ブログとマニュアル",
      faq: "FAQ",
      document: "法的文書",
    },
    sections: {
      blog: "ブログ",
      manual: "マニュアル",
      faq: "FAQ",
    },
    columns: {
      title: "タイトル",
      section: "セクション",
      status: "状態",
      languages: "言語",
    },
    status: {
      draft: "下書き",
      published: "公開中",
      scheduled: "{time} に公開予定",
    },
    languagesOk: "最新",
    missing: "未翻訳：{list}",
    outdated: "英語版より古い：{list}",
    edit: "編集",
    editLabel: "「{title}」を編集",
    view: "サイトで見る",
    create: {
      article: "新しい記事",
      faq: "新しいFAQ項目",
      document: "文書の新しい版",
      section: "セクション",
      slug: "アドレス（スラッグ）",
      slugHint: "小文字の単語をハイフンでつなぎます（例：my-first-post）。",
      title: "タイトル（英語）",
      category: "カテゴリー",
      key: "文書",
      version: "版",
      effectiveDate: "発効日",
      submit: "下書きを作成",
    },
    errors: {
      required: "入力してください。",
      slug: "小文字と数字を使い、単語は1つのハイフンでつないでください。",
      slug_taken: "このアドレスは使われています。別のものを選んでください。",
      version_taken: "この版はすでにあります。",
      conflict:
        "開いた後に他の人がこの項目を保存しました。再読み込みして変更を確認してください（先に自分の文章をコピーしてください）。",
      invalid: "この値を確認してください。",
      not_found: "この項目または版はもうありません。",
      network: "リクエストがサーバーに届きませんでした。接続を確認してもう一度お試しください。",
      failed: "うまくいきませんでした。もう一度お試しください。",
    },
    back: "コンテンツ一覧に戻る",
    language: "言語",
    languageNames: {
      en_us: "英語",
      zh_cn: "簡体字中国語",
      zh_hk: "繁体字中国語",
      ja_jp: "日本語",
      ko_kr: "韓国語",
      es_es: "スペイン語",
    },
    missingMark: "未翻訳",
    outdatedMark: "英語版より古い",
    title: "タイトル",
    summary: "概要",
    body: "本文（Markdown）",
    question: "質問",
    answer: "回答（Markdown）",
    effectiveDate: "発効日",
    category: "カテゴリー",
    preview: "プレビュー",
    previewTitle: "プレビュー（訪問者に見える表示）",
    previewHint: "「プレビュー」を選ぶと、サーバーで表示用に変換した本文が表示されます。",
    publishing: "公開設定",
    asDraft: "下書き（非公開）",
    publishNow: "公開",
    schedule: "予約公開",
    publishAt: "公開日時（あなたの時刻）",
    save: "保存",
    saved: "リビジョン {number} として保存しました。",
    reload: "再読み込み",
    revisions: "リビジョン履歴",
    revisionLine: "リビジョン {number} · {action} · {author} · {time}",
    actions: {
      seed: "content/ から",
      create: "作成",
      save: "保存",
      restore: "リビジョン {from} から復元",
    },
    restore: "復元",
    restoreLabel: "リビジョン {number} を復元",
    restored: "リビジョン {number} をリビジョン {current} として復元しました。",
    current: "現在",
    noRevisions: "まだリビジョンはありません。最初の保存で現在の文章がリビジョン1として残ります。",
    loadFailed: "コンテンツを読み込めませんでした。",
    empty: "まだ何もありません。",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleJa;
