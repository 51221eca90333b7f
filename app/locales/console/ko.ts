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
  releases: {
    lead: "네 가지 앱의 채널별 버전입니다. 초안은 게시하기 전까지 공개되지 않으며, /download와 릴리스 노트에는 게시된 릴리스만 표시됩니다.",
    app: "앱",
    apps: {
      doll: "Inkdoll Doll",
      brush: "Inkdoll Brush",
      create: "Inkdoll Create",
      ai: "Inkdoll AI",
    },
    channel: "채널",
    channels: {
      appstore: "App Store(iOS)",
      googleplay: "Google Play(Android)",
      apk: "APK 다운로드(Android)",
      huawei: "Huawei AppGallery(Android)",
    },
    newRelease: "새 릴리스",
    edit: "편집",
    publish: "게시",
    unpublish: "게시 취소",
    status: {
      draft: "초안",
      published: "게시됨",
    },
    listTitle: "{app} 릴리스",
    empty: "이 앱에는 아직 릴리스가 없습니다.",
    loading: "릴리스를 불러오는 중…",
    failed: "릴리스를 불러오지 못했습니다.",
    retry: "다시 시도",
    released: "출시일: {date}",
    editedByConsole: "콘솔에서 편집됨",
    creating: "새 릴리스",
    editing: "{channel}의 {version} 편집",
    version: "버전",
    versionHint: "예: 4.9.0 또는 5.0.0-beta.1",
    releasedOn: "출시일",
    minOs: "최소 OS 버전",
    minOsHint: "예: iOS는 15.0, Android는 8.0",
    url: "스토어 또는 파일 주소",
    urlHint: "https://로 시작하는 주소",
    fileSize: "파일 크기(바이트)",
    fileSizeHint: "APK의 정확한 크기(0보다 큰 값)",
    sha256: "SHA-256 체크섬",
    sha256Hint: "16진수 64자리",
    notes: "릴리스 노트",
    notesLanguage: "노트 언어",
    notesHint: "Markdown으로 작성합니다. 영어는 필수이며, 다른 언어가 없으면 영어가 표시됩니다.",
    languages: {
      en_us: "영어",
      zh_cn: "중국어 간체",
      zh_hk: "중국어 번체",
      ja_jp: "일본어",
      ko_kr: "한국어",
      es_es: "스페인어",
    },
    missing: "없음",
    preview: "미리 보기",
    previewTitle: "미리 보기({language})",
    previewEmpty: "아직 미리 볼 내용이 없습니다.",
    save: "초안 저장",
    saveChanges: "변경 사항 저장",
    cancel: "취소",
    saved: "저장했습니다.",
    publishedDone: "{version}을(를) 게시했습니다.",
    unpublishedDone: "{version}을(를) 초안으로 되돌렸습니다.",
    problems: {
      required: "필수 항목입니다.",
      format: "형식이 올바르지 않습니다.",
      too_long: "너무 깁니다.",
      invalid: "여기에는 이 값을 사용할 수 없습니다.",
      exists: "이 앱의 이 채널에는 이미 이 버전이 있습니다.",
      conflict: "연 뒤에 다른 사람이 이 릴리스를 변경했습니다. 다시 불러온 뒤 변경해 주세요.",
      permission: "내 역할로는 이 변경을 할 수 없습니다.",
      failed: "변경 사항을 저장하지 못했습니다. 다시 시도해 주세요.",
      network: "요청이 서버에 도달하지 못했습니다. 연결을 확인하고 다시 시도해 주세요.",
    },
    reload: "다시 불러오기",
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

export default consoleKo;
