import type { Messages } from "./en-US.ts";

const ko: Messages = {
  pageTitle: {
    home: "작가를 위한 3D 포즈 레퍼런스",
    notFound: "페이지를 찾을 수 없습니다",
  },
  websiteHeader: {
    skipToContent: "본문으로 건너뛰기",
    home: "홈",
  },
  homePage: {
    eyebrow: "만화와 일러스트를 위한 3D 드로잉 도우미",
    heroTitle: "포즈를 잡고, 빛을 비추고, 그리세요.",
    heroLead:
      "Inkdoll은 자유롭게 움직이는 3D 인형, 30만 개 이상의 에셋, AI 이미지 생성을 휴대폰에 담았습니다. 모든 캐릭터를 정확한 레퍼런스에서 시작하세요.",
    ctaDownload: "앱 다운로드",
  },
  notFound: {
    title: "이 페이지는 컷 밖으로 나가 버렸어요",
    body: "주소가 잘못되었거나 페이지가 이동했을 수 있습니다.",
    back: "홈으로 돌아가기",
  },
};

export default ko;
