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
  content: {
    lead: "블로그 글, 매뉴얼 글, FAQ, 법률 문서를 6개 언어로 작성하고 게시합니다.",
    kinds: {
      article: "블로그와 매뉴얼",
      faq: "FAQ",
      document: "법률 문서",
    },
    sections: {
      blog: "블로그",
      manual: "매뉴얼",
      faq: "FAQ",
    },
    columns: {
      title: "제목",
      section: "섹션",
      status: "상태",
      languages: "언어",
    },
    status: {
      draft: "초안",
      published: "게시됨",
      scheduled: "{time} 게시 예정",
    },
    languagesOk: "최신",
    missing: "누락: {list}",
    outdated: "영어판보다 오래됨: {list}",
    edit: "편집",
    editLabel: "“{title}” 편집",
    view: "사이트에서 보기",
    create: {
      article: "새 글",
      faq: "새 FAQ 항목",
      document: "문서 새 버전",
      section: "섹션",
      slug: "주소(슬러그)",
      slugHint: "소문자 단어를 하이픈으로 연결합니다. 예: my-first-post",
      title: "제목(영어)",
      category: "카테고리",
      key: "문서",
      version: "버전",
      effectiveDate: "시행일",
      submit: "초안 만들기",
    },
    errors: {
      required: "입력해 주세요.",
      slug: "소문자와 숫자를 쓰고 단어는 하이픈 하나로 연결하세요.",
      slug_taken: "이미 사용 중인 주소입니다. 다른 주소를 고르세요.",
      version_taken: "이 버전은 이미 있습니다.",
      conflict:
        "연 뒤에 다른 사람이 이 항목을 저장했습니다. 다시 불러와 변경 내용을 확인하세요(먼저 작성한 글을 복사하세요).",
      invalid: "이 값을 확인하세요.",
      not_found: "이 항목이나 리비전이 더 이상 없습니다.",
      network: "요청이 서버에 닿지 않았습니다. 연결을 확인하고 다시 시도하세요.",
      failed: "실패했습니다. 다시 시도하세요.",
    },
    back: "전체 콘텐츠로 돌아가기",
    language: "언어",
    languageNames: {
      en_us: "영어",
      zh_cn: "중국어 간체",
      zh_hk: "중국어 번체",
      ja_jp: "일본어",
      ko_kr: "한국어",
      es_es: "스페인어",
    },
    missingMark: "누락",
    outdatedMark: "영어판보다 오래됨",
    title: "제목",
    summary: "요약",
    body: "본문(Markdown)",
    question: "질문",
    answer: "답변(Markdown)",
    effectiveDate: "시행일",
    category: "카테고리",
    preview: "미리 보기",
    previewTitle: "미리 보기(방문자에게 보이는 모습)",
    previewHint: "미리 보기를 누르면 서버가 변환한 본문을 볼 수 있습니다.",
    publishing: "게시 설정",
    asDraft: "초안: 비공개",
    publishNow: "게시됨",
    schedule: "예약 게시",
    publishAt: "공개 시각(내 시간대)",
    save: "저장",
    saved: "리비전 {number}(으)로 저장했습니다.",
    reload: "다시 불러오기",
    revisions: "리비전 기록",
    revisionLine: "리비전 {number} · {action} · {author} · {time}",
    actions: {
      seed: "content/에서",
      create: "생성",
      save: "저장",
      restore: "리비전 {from}에서 복원",
    },
    restore: "복원",
    restoreLabel: "리비전 {number} 복원",
    restored: "리비전 {number}을(를) 리비전 {current}(으)로 복원했습니다.",
    current: "현재",
    noRevisions: "아직 리비전이 없습니다. 처음 저장하면 현재 글이 리비전 1로 남습니다.",
    loadFailed: "콘텐츠를 불러오지 못했습니다.",
    empty: "아직 아무것도 없습니다.",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleKo;
