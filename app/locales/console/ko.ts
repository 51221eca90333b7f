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
  stats: {
    lead: "서버에서 일별 합계로만 집계합니다. 쿠키와 추적 스크립트를 쓰지 않으며 IP 주소를 저장하지 않습니다.",
    range: "기간",
    lastDays: { other: "최근 {count}일" },
    loading: "통계를 불러오는 중…",
    failed: "통계를 불러오지 못했습니다.",
    retry: "다시 시도",
    exportCsv: "CSV 다운로드",
    exportFailed: "CSV를 다운로드하지 못했습니다. 다시 시도해 주세요.",
    period: "{from} ~ {to}",
    perDay: "일별 {series}, {from} ~ {to}",
    showTable: "일별 수치를 표로 보기",
    day: "날짜",
    count: "건수",
    share: "비율",
    total: "합계",
    nothing: "이 기간에 집계된 항목이 없습니다.",
    unknown: "알 수 없음",
    series: {
      views: "페이지 조회수",
      visitors: "순 방문자",
      downloads: "다운로드",
      signups: "가입",
      giftsCreated: "만든 선물",
      giftsClaimed: "받은 선물",
    },
    dimensions: {
      routes: "페이지",
      languages: "언어",
      referrers: "유입 사이트",
      countries: "국가/지역",
      devices: "기기",
      downloadApps: "앱별 다운로드",
      downloadPlatforms: "플랫폼별 다운로드",
      downloadChannels: "스토어별 다운로드",
      downloadRegions: "지역별 다운로드",
    },
    devices: { mobile: "휴대폰", tablet: "태블릿", desktop: "컴퓨터" },
    summaryLink: "통계 열기",
  },

  // Configuration.
  config: {
    lead: "예전에는 배포해야 바꿀 수 있던 사이트 설정입니다. 저장하기 전에 각 값을 검사하며, 이후 배포가 여기서 저장한 내용을 덮어쓰지 않습니다.",
    language: "언어",
    save: "저장",
    saving: "저장 중…",
    saved: "저장했습니다. 방문자는 1초 안에 새 값을 보게 됩니다.",
    edited: "{date}에 콘솔에서 편집함",
    seeded: "사이트와 함께 배포된 값(아직 여기서 편집하지 않음)",
    invalid: "이 값은 사용할 수 없습니다. 확인한 후 다시 시도해 주세요.",
    invalidForm: "사용할 수 없는 값이 있습니다. 표시된 항목을 확인해 주세요.",
    conflict:
      "열어 본 뒤에 다른 사람이 이 값을 저장했습니다. 새로 고쳐 확인한 후 다시 편집해 주세요.",
    reload: "새로 고침",
    failed: "값을 저장하지 못했습니다. 다시 시도해 주세요.",
    loadFailed: "설정을 불러오지 못했습니다.",
    loading: "설정을 불러오는 중…",
    missing: "이 언어로 된 값이 아직 없습니다.",
    addEntry: "항목 추가",
    removeEntry: "{entry} 삭제",
    keys: {
      "site.domain": "공식 도메인",
      "support.email": "고객 지원 이메일",
      "business.email": "비즈니스 이메일",
      "site.icp": "ICP 등록 번호",
      subsites: "하위 사이트 주소",
      "marketing.figures": "홍보용 수치",
      "download.appName": "/download의 앱 이름",
      "download.version": "현재 앱 버전",
      "download.minOs": "최소 OS 버전",
      "download.links": "스토어 링크(Inkdoll Doll)",
      "download.whatsNew": "새로운 기능",
      "ai.releaseDate": "Inkdoll AI 출시일",
      "ai.links": "스토어 링크(Inkdoll AI)",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "캠페인 선물은 한도와 종료일 안에서 누구나 계정당 한 번 받을 수 있는 링크입니다. 일시 중지하면 다시 시작할 때까지 받을 수 없습니다.",
    create: "새 캠페인",
    createButton: "캠페인 만들기",
    created: "캠페인을 만들었습니다.",
    code: "코드",
    codeHint:
      "16~64자의 영문, 숫자, '-' 또는 '_' (예: SPRING-SKETCH-2027). 만든 후에는 바꿀 수 없습니다.",
    kind: "선물",
    kinds: {
      pro_days: "Pro 일수",
      doll_pack: "인형 팩",
      ai_credits: "AI 크레딧",
    },
    amount: "수량",
    maxClaims: "최대 수령 횟수",
    expires: "종료일(UTC)",
    messages: "언어별 메시지",
    messagesHint: "영어는 필수입니다. 비워 둔 언어에는 영어 메시지가 표시됩니다.",
    save: "변경 사항 저장",
    saving: "저장 중…",
    pause: "일시 중지",
    resume: "다시 시작",
    reload: "새로 고침",
    states: {
      active: "진행 중",
      paused: "일시 중지됨",
      expired: "종료됨",
      full: "모두 수령됨",
    },
    benefits: {
      pro_days: {
        other: "Pro {count}일",
      },
      doll_pack: {
        other: "인형 팩 {count}개",
      },
      ai_credits: {
        other: "AI 크레딧 {count}개",
      },
    },
    claimed: {
      other: "{max}개 중 {count}개 수령",
    },
    ends: "{date} 종료",
    chartLabel: "{code}의 최근 30일 일별 수령 수",
    claimsTable: {
      other: "최근 30일 수령 {count}건: 일별로 보기",
    },
    day: "날짜",
    count: "수령 수",
    loading: "캠페인을 불러오는 중…",
    loadFailed: "캠페인을 불러오지 못했습니다.",
    problems: {
      invalid: "이 값은 사용할 수 없습니다. 표시된 항목을 확인해 주세요.",
      conflict: "열어 본 뒤에 다른 사람이 이 캠페인을 바꿨습니다. 새로 고친 후 다시 편집해 주세요.",
      taken: "이 코드는 다른 선물이 이미 쓰고 있습니다.",
      failed: "변경 사항을 저장하지 못했습니다. 다시 시도해 주세요.",
      network: "요청이 서버에 닿지 않았습니다. 연결을 확인하고 다시 시도해 주세요.",
    },
  },
};

export default consoleKo;
