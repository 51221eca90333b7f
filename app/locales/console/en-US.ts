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
  releases: {
    lead: "Versions of the four apps on every channel. Drafts stay hidden until published; /download and the changelogs show published releases.",
    app: "App",
    apps: {
      doll: "Inkdoll Doll",
      brush: "Inkdoll Brush",
      create: "Inkdoll Create",
      ai: "Inkdoll AI",
    },
    channel: "Channel",
    channels: {
      appstore: "App Store (iOS)",
      googleplay: "Google Play (Android)",
      apk: "APK download (Android)",
      huawei: "Huawei AppGallery (Android)",
    },
    newRelease: "New release",
    edit: "Edit",
    publish: "Publish",
    unpublish: "Unpublish",
    status: {
      draft: "Draft",
      published: "Published",
    },
    listTitle: "Releases of {app}",
    empty: "No releases of this app yet.",
    loading: "Loading releases…",
    failed: "The releases could not be loaded.",
    retry: "Try again",
    released: "Released {date}",
    editedByConsole: "Edited in the console",
    creating: "New release",
    editing: "Edit {version} on {channel}",
    version: "Version",
    versionHint: "For example 4.9.0 or 5.0.0-beta.1.",
    releasedOn: "Release date",
    minOs: "Minimum OS version",
    minOsHint: "For example 15.0 for iOS or 8.0 for Android.",
    url: "Store or file address",
    urlHint: "An https:// address.",
    fileSize: "File size in bytes",
    fileSizeHint: "The APK's exact size, more than 0.",
    sha256: "SHA-256 checksum",
    sha256Hint: "64 hexadecimal digits.",
    notes: "Release notes",
    notesLanguage: "Language of the notes",
    notesHint: "Markdown. English is required; other languages fall back to it.",
    languages: {
      en_us: "English",
      zh_cn: "Simplified Chinese",
      zh_hk: "Traditional Chinese",
      ja_jp: "Japanese",
      ko_kr: "Korean",
      es_es: "Spanish",
    },
    missing: "missing",
    preview: "Preview",
    previewTitle: "Preview ({language})",
    previewEmpty: "Nothing to preview yet.",
    save: "Save draft",
    saveChanges: "Save changes",
    cancel: "Cancel",
    saved: "Saved.",
    publishedDone: "{version} is published.",
    unpublishedDone: "{version} is back to draft.",
    problems: {
      required: "This is required.",
      format: "This is not in the expected format.",
      too_long: "This is too long.",
      invalid: "This value is not accepted here.",
      exists: "This app already has this version on this channel.",
      conflict:
        "Someone changed this release since you opened it. Reload it and make your change again.",
      permission: "Your role does not allow this change.",
      failed: "The change was not saved. Try again.",
      network: "The request did not reach the server. Check your connection and try again.",
    },
    reload: "Reload",
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

export type ConsoleMessages = typeof consoleEnUS;
export default consoleEnUS;
