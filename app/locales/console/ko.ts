import type { ConsoleMessages } from "./en-US.ts";

const consoleKo: ConsoleMessages = {
  shell: {
    console: "콘솔",
    loginReason: "콘솔을 열려면 직원 계정으로 로그인하세요.",
    loading: "권한을 확인하는 중…",
    menu: "콘솔 메뉴",
    backToSite: "사이트로 돌아가기",
    signedInAs: "{email}({role})로 로그인됨",
    notStaff: "이 계정에는 직원 역할이 없습니다. 관리자에게 초대를 요청하세요.",
    setupTwoFactor: "직원 계정은 콘솔을 열기 전에 2단계 인증 로그인을 켜야 합니다.",
    setupTwoFactorLink: "계정에서 2단계 인증 로그인 켜기",
    failed: "콘솔 권한을 불러오지 못했습니다. 다시 시도하세요.",
    retry: "다시 시도",
    homeTitle: "콘솔에 오신 것을 환영합니다",
    homeLead: "작업할 항목을 고르세요. 역할이 허용하는 메뉴만 보입니다.",
    roles: {
      admin: "관리자",
      editor: "편집자",
      support: "고객 지원",
      moderator: "모더레이터",
    },
    refused: {
      permission_missing: "역할에 이 작업 권한이 없습니다.",
      staff_session_expired: "콘솔 세션이 끝났습니다. 다시 로그인하세요.",
      not_staff: "이 계정에는 직원 역할이 없습니다.",
      two_factor_setup_required: "먼저 2단계 인증 로그인을 켜세요.",
      network: "요청이 서버에 닿지 않았습니다. 연결을 확인하고 다시 시도하세요.",
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

export default consoleKo;
