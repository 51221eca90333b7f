/**
 * The operator console's catalogue (issue 17): typed source, every other locale has exactly this
 * shape. It reaches the browser only through the console layout's loader, so public pages never
 * carry it. One block per console section.
 */
import type { PluralMessage } from "../../lib/plural.ts";

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
  staff: {
    loading: "Loading the staff…",
    loadFailed: "The staff list could not be loaded.",
    retry: "Try again",
    inviteTitle: "Invite someone",
    inviteLead:
      "An invitation works once, for 7 days, and only for the account with this email address. It is mailed, and the link is shown here once.",
    email: "Email address",
    role: "Role",
    inviteSubmit: "Create invitation",
    inviteCreated:
      "Invitation for {email} created and mailed. Copy the link now: it is shown only once.",
    link: "Invitation link",
    copy: "Copy link",
    copied: "Link copied.",
    pendingTitle: "Pending invitations",
    pendingNone: "No pending invitations.",
    invitedBy: "Invited by {who}",
    commandLine: "the command line",
    expires: "Expires {date}",
    revoke: "Revoke",
    revokeLabel: "Revoke the invitation for {email}",
    revoked: "Invitation revoked.",
    membersTitle: "Staff members",
    columns: {
      member: "Member",
      role: "Role",
      since: "Since",
      twoFactor: "Two-factor log-in",
      actions: "Actions",
    },
    twoFactorOn: "On",
    twoFactorOff: "Off",
    you: "(you)",
    newRole: "New role for {email}",
    changeRole: "Change role",
    remove: "Remove",
    removeLabel: "Remove {email} from the staff",
    confirmTitle: "Confirm this change",
    confirmRole: "Change {email} from {from} to {to}.",
    confirmRemove: "Remove {email} from the staff ({role}).",
    confirmLead:
      "Changing staff needs your password, or a code from your authenticator app or a recovery code, entered again.",
    confirm: "Password or code",
    confirmSubmit: "Confirm",
    cancel: "Cancel",
    changed: "Role changed.",
    removed: "Removed from the staff.",
    errors: {
      required: "Enter this.",
      email: "Enter an email address such as name@example.com.",
      confirmation_required: "Enter your password or a code to confirm.",
      password_wrong: "That is not your password (or a valid code).",
      code_wrong: "That code is wrong, too old or already used.",
      locked: "Too many wrong codes. Wait a few minutes and try again.",
      rate_limited: "Too many attempts. Wait a few minutes and try again.",
      last_admin: "The console must keep at least one administrator.",
      conflict: "Someone else changed this member meanwhile. The list has been reloaded.",
      not_found: "This is no longer there. The list has been reloaded.",
      network: "The request did not reach the server. Check your connection and try again.",
      failed: "That did not work. Try again.",
    },
  },

  // The audit log.
  audit: {
    lead: "Every change made in the console: who, what, when, and what it was before and after. Nobody can edit or delete entries.",
    filters: "Filter the log",
    actor: "Who",
    actorHint: "An email address, or part of one",
    entity: "What",
    action: "Action",
    any: "Any",
    from: "From",
    to: "To",
    apply: "Apply",
    clear: "Clear filters",
    total: { one: "{count} entry", other: "{count} entries" } as PluralMessage,
    when: "When",
    who: "Who",
    what: "What",
    change: "Change",
    commandLine: "command line",
    created: "created",
    removed: "removed",
    noChange: "no details",
    none: "No entries match these filters.",
    loading: "Loading the audit log…",
    failed: "The audit log could not be loaded.",
    retry: "Try again",
    pages: "Pages of the audit log",
    previous: "Newer",
    next: "Older",
    page: "Page {page} of {pages}",
    badDate: "Enter a date.",
  },

  // Accepting an invitation.
  invite: {
    loginReason:
      "Log in, or sign up, with the email address the invitation was sent to. Then accept it here.",
    loading: "Looking up the invitation…",
    offer: "You are invited to join the operator console as {role}.",
    forEmail: "This invitation is for {email}, and works once until {date}.",
    accept: "Accept invitation",
    accepted: "Welcome to the staff. Your role: {role}.",
    enrol:
      "Staff accounts need two-factor log-in. Turn it on in your account, then log in again with a code: the console opens after that.",
    enrolLink: "Turn on two-factor log-in",
    open: "Open the console",
    missingToken: "This link has no invitation in it. Open the whole link from the email.",
    states: {
      accepted: "This invitation was already accepted.",
      expired: "This invitation has expired. Ask an administrator for a new one.",
    },
    errors: {
      not_found: "This invitation does not exist, or it was revoked.",
      invitation_used: "This invitation was already accepted.",
      expired: "This invitation has expired. Ask an administrator for a new one.",
      invitation_wrong_account:
        "This invitation is for another email address. Log out, then log in or sign up with the invited address.",
      already_staff: "This account already has a staff role.",
      rate_limited: "Too many attempts. Wait a few minutes and try again.",
      invalid_input: "This link is not a valid invitation. Open the whole link from the email.",
      network: "The request did not reach the server. Check your connection and try again.",
      failed: "That did not work. Try again.",
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

export type ConsoleMessages = typeof consoleEnUS;
export default consoleEnUS;
