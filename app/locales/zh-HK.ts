import type { Messages } from "./en-US.ts";

const zhHK: Messages = {
  pageTitle: {
    home: "為畫師而設的 3D 姿勢參考",
    notFound: "找不到頁面",
  },
  websiteHeader: {
    skipToContent: "跳到正文",
    home: "首頁",
  },
  homePage: {
    eyebrow: "為漫畫與插畫而生的 3D 繪畫輔助",
    heroTitle: "擺好姿勢，打好光，落筆即準。",
    heroLead:
      "Inkdoll 把可自由擺動的 3D 人偶、30 萬+ 素材和 AI 繪圖放進你的手機，讓每個角色都從正確的參考開始。",
    ctaDownload: "下載應用程式",
  },
  notFound: {
    title: "這一頁跑出了分鏡框",
    body: "網址可能有誤，或頁面已經移走。",
    back: "返回首頁",
  },
};

export default zhHK;
