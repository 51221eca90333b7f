import type { PluralMessage } from "../../lib/plural.ts";

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
  content: {},

  // Statistics.
  stats: {
    lead: "Counted on the server as daily totals: no cookies, no tracking script, no addresses kept.",
    range: "Period",
    lastDays: { one: "Last {count} day", other: "Last {count} days" } as PluralMessage,
    loading: "Loading statistics…",
    failed: "The statistics could not be loaded.",
    retry: "Try again",
    exportCsv: "Download CSV",
    exportFailed: "The CSV could not be downloaded. Try again.",
    period: "{from} to {to}",
    perDay: "{series} per day, {from} to {to}",
    showTable: "Show the daily numbers as a table",
    day: "Day",
    count: "Count",
    share: "Share",
    total: "Total",
    nothing: "Nothing counted in this period.",
    unknown: "Unknown",
    series: {
      views: "Page views",
      visitors: "Unique visitors",
      downloads: "Downloads",
      signups: "Sign-ups",
      giftsCreated: "Gifts created",
      giftsClaimed: "Gifts claimed",
    },
    dimensions: {
      routes: "Pages",
      languages: "Languages",
      referrers: "Referring sites",
      countries: "Countries",
      devices: "Devices",
      downloadApps: "Downloads by app",
      downloadPlatforms: "Downloads by platform",
      downloadChannels: "Downloads by store",
      downloadRegions: "Downloads by region",
    },
    devices: { mobile: "Phone", tablet: "Tablet", desktop: "Computer" },
    summaryLink: "Open statistics",
  },

  // Configuration.
  config: {
    lead: "Site settings that used to need a deploy. Each value is checked before it is saved, and a later deploy never overwrites what you save here.",
    language: "Language",
    save: "Save",
    saving: "Saving…",
    saved: "Saved. Visitors see the new value within a second.",
    edited: "Edited in the console on {date}",
    seeded: "As shipped with the site (not edited here yet)",
    invalid: "This value is not accepted. Check it and try again.",
    invalidForm: "A value was not accepted: see the marked field.",
    conflict:
      "Someone else saved this value after you opened it. Reload to see theirs, then edit again.",
    reload: "Reload",
    failed: "The value could not be saved. Try again.",
    loadFailed: "The configuration could not be loaded.",
    loading: "Loading the configuration…",
    missing: "No value in this language yet.",
    addEntry: "Add an entry",
    removeEntry: "Remove {entry}",
    keys: {
      "site.domain": "Official domain",
      "support.email": "Support email",
      "business.email": "Business email",
      "site.icp": "ICP licence number",
      subsites: "Sub-site addresses",
      "marketing.figures": "Marketing figures",
      "download.appName": "App name on /download",
      "download.version": "Current app version",
      "download.minOs": "Minimum OS versions",
      "download.links": "Store links (Inkdoll Doll)",
      "download.whatsNew": "What's new",
      "ai.releaseDate": "Inkdoll AI release date",
      "ai.links": "Store links (Inkdoll AI)",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "Campaign gifts are links anyone can claim once per account, within the limit and before the end date. Pausing stops claims until you resume.",
    create: "New campaign",
    createButton: "Create campaign",
    created: "Campaign created.",
    code: "Code",
    codeHint:
      "16 to 64 letters, digits, '-' or '_', for example SPRING-SKETCH-2027. It cannot be changed later.",
    kind: "Gift",
    kinds: {
      pro_days: "Pro days",
      doll_pack: "Doll packs",
      ai_credits: "AI credits",
    },
    amount: "Amount",
    maxClaims: "Maximum claims",
    expires: "Ends on (UTC)",
    messages: "Message per language",
    messagesHint: "English is required; a language left empty shows the English message.",
    save: "Save changes",
    saving: "Saving…",
    pause: "Pause",
    resume: "Resume",
    reload: "Reload",
    states: {
      active: "Active",
      paused: "Paused",
      expired: "Ended",
      full: "All claimed",
    },
    benefits: {
      pro_days: {
        one: "{count} day of Pro",
        other: "{count} days of Pro",
      } as PluralMessage,
      doll_pack: {
        one: "{count} doll pack",
        other: "{count} doll packs",
      } as PluralMessage,
      ai_credits: {
        one: "{count} AI credit",
        other: "{count} AI credits",
      } as PluralMessage,
    },
    claimed: {
      one: "{count} of {max} claimed",
      other: "{count} of {max} claimed",
    } as PluralMessage,
    ends: "Ends {date}",
    chartLabel: "Claims per day of {code}, last 30 days",
    claimsTable: {
      one: "{count} claim in the last 30 days: show per day",
      other: "{count} claims in the last 30 days: show per day",
    } as PluralMessage,
    day: "Day",
    count: "Claims",
    loading: "Loading campaigns…",
    loadFailed: "The campaigns could not be loaded.",
    problems: {
      invalid: "This value is not accepted. Check the marked field.",
      conflict: "Someone else changed this campaign after you opened it. Reload, then edit again.",
      taken: "Another gift already uses this code.",
      failed: "The change could not be saved. Try again.",
      network: "The request did not reach the server. Check your connection and try again.",
    },
  },
};

export type ConsoleMessages = typeof consoleEnUS;
export default consoleEnUS;
