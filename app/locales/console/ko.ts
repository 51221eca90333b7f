import type { ConsoleMessages } from "./en-US.ts";

const consoleKo: ConsoleMessages = {
  shell: {
    console: "콘솔",
    loginReason: "콘솔을 열려면 스태프 계정으로 로그인하세요.",
    loading: "권한을 확인하는 중…",
    menu: "콘솔 메뉴",
    backToSite: "사이트로 돌아가기",
    signedInAs: "{email}({role})로 로그인됨",
    notStaff: "이 계정에는 스태프 역할이 없습니다. 관리자에게 초대를 요청하세요.",
    setupTwoFactor: "스태프 계정은 콘솔을 열기 전에 2단계 인증 로그인을 켜야 합니다.",
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
      not_staff: "이 계정에는 스태프 역할이 없습니다.",
      two_factor_setup_required: "먼저 2단계 인증 로그인을 켜세요.",
      network: "요청이 서버에 닿지 않았습니다. 연결을 확인하고 다시 시도하세요.",
    },
  },

  // Staff and invitations.
  staff: {
    loading: "스태프를 불러오는 중…",
    loadFailed: "스태프 목록을 불러오지 못했습니다.",
    retry: "다시 시도",
    inviteTitle: "초대하기",
    inviteLead:
      "초대는 한 번만, 7일 동안, 이 이메일 주소의 계정에서만 사용할 수 있습니다. 메일로 보내지며 링크는 여기에 한 번만 표시됩니다.",
    email: "이메일 주소",
    role: "역할",
    inviteSubmit: "초대 만들기",
    inviteCreated:
      "{email}님에게 초대를 만들고 메일로 보냈습니다. 지금 링크를 복사하세요. 한 번만 표시됩니다.",
    link: "초대 링크",
    copy: "링크 복사",
    copied: "링크를 복사했습니다.",
    pendingTitle: "대기 중인 초대",
    pendingNone: "대기 중인 초대가 없습니다.",
    invitedBy: "초대한 사람: {who}",
    commandLine: "명령줄",
    expires: "만료: {date}",
    revoke: "취소",
    revokeLabel: "{email}님에 대한 초대 취소",
    revoked: "초대를 취소했습니다.",
    membersTitle: "스태프 목록",
    columns: {
      member: "멤버",
      role: "역할",
      since: "합류일",
      twoFactor: "2단계 로그인",
      actions: "작업",
    },
    twoFactorOn: "켜짐",
    twoFactorOff: "꺼짐",
    you: "(나)",
    newRole: "{email}님의 새 역할",
    changeRole: "역할 변경",
    remove: "제외",
    removeLabel: "{email}님을 스태프에서 제외",
    confirmTitle: "변경 확인",
    confirmRole: "{email}님의 역할을 {from}에서 {to}(으)로 변경합니다.",
    confirmRemove: "{email}님({role})을 스태프에서 제외합니다.",
    confirmLead:
      "스태프를 변경하려면 비밀번호, 또는 인증 앱의 코드나 복구 코드를 다시 입력해야 합니다.",
    confirm: "비밀번호 또는 코드",
    confirmSubmit: "확인",
    cancel: "취소",
    changed: "역할을 변경했습니다.",
    removed: "스태프에서 제외했습니다.",
    errors: {
      required: "입력해 주세요.",
      email: "name@example.com과 같은 이메일 주소를 입력하세요.",
      confirmation_required: "확인을 위해 비밀번호나 코드를 입력하세요.",
      password_wrong: "비밀번호(또는 유효한 코드)가 아닙니다.",
      code_wrong: "코드가 틀렸거나, 오래되었거나, 이미 사용되었습니다.",
      locked: "잘못된 코드를 너무 많이 입력했습니다. 몇 분 후에 다시 시도하세요.",
      rate_limited: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도하세요.",
      last_admin: "콘솔에는 관리자가 최소 한 명 있어야 합니다.",
      conflict: "그동안 다른 사람이 이 멤버를 변경했습니다. 목록을 다시 불러왔습니다.",
      not_found: "더 이상 존재하지 않습니다. 목록을 다시 불러왔습니다.",
      network: "요청이 서버에 도달하지 못했습니다. 연결을 확인하고 다시 시도하세요.",
      failed: "처리하지 못했습니다. 다시 시도하세요.",
    },
  },

  // The audit log.
  audit: {
    lead: "콘솔에서 이루어진 모든 변경: 누가, 무엇을, 언제, 변경 전과 후. 누구도 기록을 수정하거나 삭제할 수 없습니다.",
    filters: "로그 필터",
    actor: "누가",
    actorHint: "이메일 주소 또는 그 일부",
    entity: "대상",
    action: "작업",
    any: "전체",
    from: "시작일",
    to: "종료일",
    apply: "적용",
    clear: "필터 지우기",
    total: { other: "기록 {count}건" },
    when: "시각",
    who: "누가",
    what: "무엇을",
    change: "변경 내용",
    commandLine: "명령줄",
    created: "새로 만듦",
    removed: "삭제됨",
    noChange: "세부 정보 없음",
    none: "이 조건에 맞는 기록이 없습니다.",
    loading: "감사 로그를 불러오는 중…",
    failed: "감사 로그를 불러오지 못했습니다.",
    retry: "다시 시도",
    pages: "감사 로그 페이지",
    previous: "최신",
    next: "이전",
    page: "{pages}페이지 중 {page}페이지",
    badDate: "날짜를 입력하세요.",
  },

  // Accepting an invitation.
  invite: {
    loginReason: "초대를 받은 이메일 주소로 로그인하거나 가입한 뒤 여기에서 수락하세요.",
    loading: "초대를 확인하는 중…",
    offer: "{role}(으)로 관리 콘솔에 초대되었습니다.",
    forEmail: "이 초대는 {email}용이며 {date}까지 한 번 사용할 수 있습니다.",
    accept: "초대 수락",
    accepted: "스태프가 되신 것을 환영합니다. 역할: {role}",
    enrol:
      "스태프 계정에는 2단계 로그인이 필요합니다. 계정에서 켠 다음 코드로 다시 로그인하면 콘솔이 열립니다.",
    enrolLink: "2단계 로그인 켜기",
    open: "콘솔 열기",
    missingToken: "이 링크에는 초대 정보가 없습니다. 메일의 전체 링크를 여세요.",
    states: {
      accepted: "이미 수락된 초대입니다.",
      expired: "만료된 초대입니다. 관리자에게 새 초대를 요청하세요.",
    },
    errors: {
      not_found: "존재하지 않거나 취소된 초대입니다.",
      invitation_used: "이미 수락된 초대입니다.",
      expired: "만료된 초대입니다. 관리자에게 새 초대를 요청하세요.",
      invitation_wrong_account:
        "다른 이메일 주소로 보낸 초대입니다. 로그아웃한 뒤 초대받은 주소로 로그인하거나 가입하세요.",
      already_staff: "이 계정에는 이미 스태프 역할이 있습니다.",
      rate_limited: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도하세요.",
      invalid_input: "유효한 초대 링크가 아닙니다. 메일의 전체 링크를 여세요.",
      network: "요청이 서버에 도달하지 못했습니다. 연결을 확인하고 다시 시도하세요.",
      failed: "처리하지 못했습니다. 다시 시도하세요.",
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

export default consoleKo;
