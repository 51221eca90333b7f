/**
 * The operator console's catalogue (issue 17): typed source, every other locale has exactly this
 * shape. It reaches the browser only through the console layout's loader, so public pages never
 * carry it. One block per console section.
 */
const consoleEnUS = {
  shell: {
    console: "Console",
    loginReason: "Log in with a staff account to open the console.",
    loading: "Checking your access…",
    menu: "Console sections",
    backToSite: "Back to the site",
    signedInAs: "Signed in as {email} · {role}",
    notStaff: "This account has no staff role. Ask an administrator for an invitation.",
    setupTwoFactor: "Staff accounts need two-factor log-in before the console opens.",
    setupTwoFactorLink: "Turn on two-factor log-in in your account",
    failed: "The console could not load your access. Try again.",
    retry: "Try again",
    homeTitle: "Welcome to the console",
    homeLead: "Choose what to work on. You see the sections your role allows.",
    roles: {
      admin: "Administrator",
      editor: "Editor",
      support: "Support",
      moderator: "Moderator",
    },
    refused: {
      permission_missing: "Your role does not allow this.",
      staff_session_expired: "Your console session has ended. Log in again.",
      not_staff: "This account has no staff role.",
      two_factor_setup_required: "Turn on two-factor log-in first.",
      network: "The request did not reach the server. Check your connection and try again.",
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
    lead: "Write and publish blog posts, manual articles, FAQ entries and legal documents in six languages.",
    kinds: { article: "Blog and manual", faq: "FAQ", document: "Legal documents" },
    sections: { blog: "Blog", manual: "Manual", faq: "FAQ" },
    columns: { title: "Title", section: "Section", status: "Status", languages: "Languages" },
    status: { draft: "Draft", published: "Published", scheduled: "Scheduled for {time}" },
    languagesOk: "Up to date",
    missing: "Missing: {list}",
    outdated: "Older than English: {list}",
    edit: "Edit",
    editLabel: "Edit “{title}”",
    view: "View on the site",
    create: {
      article: "New post or article",
      faq: "New FAQ entry",
      document: "New document version",
      section: "Section",
      slug: "Address (slug)",
      slugHint: "Lower-case words joined by hyphens, for example my-first-post.",
      title: "Title (English)",
      category: "Category",
      key: "Document",
      version: "Version",
      effectiveDate: "Effective date",
      submit: "Create draft",
    },
    errors: {
      required: "Fill this in.",
      slug: "Use lower-case letters and digits, words joined by single hyphens.",
      slug_taken: "This address is taken. Choose another.",
      version_taken: "This version exists already.",
      conflict:
        "Someone else saved this item since you opened it. Reload to see their changes; copy your text first.",
      invalid: "Check this value.",
      not_found: "This item or revision no longer exists.",
      network: "The request did not reach the server. Check your connection and try again.",
      failed: "That did not work. Try again.",
    },
    back: "Back to all content",
    language: "Language",
    languageNames: {
      en_us: "English",
      zh_cn: "Simplified Chinese",
      zh_hk: "Traditional Chinese",
      ja_jp: "Japanese",
      ko_kr: "Korean",
      es_es: "Spanish",
    },
    missingMark: "missing",
    outdatedMark: "older than English",
    title: "Title",
    summary: "Summary",
    body: "Text (Markdown)",
    question: "Question",
    answer: "Answer (Markdown)",
    effectiveDate: "Effective date",
    category: "Category",
    preview: "Preview",
    previewTitle: "Preview, as visitors will see it",
    previewHint: "Choose Preview to see the text rendered by the server.",
    publishing: "Publishing",
    asDraft: "Draft: not public",
    publishNow: "Published",
    schedule: "Scheduled",
    publishAt: "Public from (your time)",
    save: "Save",
    saved: "Saved as revision {number}.",
    reload: "Reload",
    revisions: "Revision history",
    revisionLine: "Revision {number} · {action} · {author} · {time}",
    actions: {
      seed: "from content/",
      create: "created",
      save: "saved",
      restore: "restored from revision {from}",
    },
    restore: "Restore",
    restoreLabel: "Restore revision {number}",
    restored: "Revision {number} restored as revision {current}.",
    current: "current",
    noRevisions: "No revisions yet. The first save keeps the current text as revision 1.",
    loadFailed: "The content could not be loaded.",
    empty: "Nothing here yet.",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export type ConsoleMessages = typeof consoleEnUS;
export default consoleEnUS;
