import type { Messages } from "./en-US.ts";

const zhCN: Messages = {
  pageTitle: {
    home: "面向画师的 3D 姿势参考",
    notFound: "页面不存在",
  },
  websiteHeader: {
    skipToContent: "跳到正文",
    home: "首页",
  },
  homePage: {
    eyebrow: "为漫画与插画而生的 3D 绘画辅助",
    heroTitle: "摆好姿势，打好光，落笔即对。",
    heroLead:
      "Inkdoll 把可自由摆动的 3D 人偶、30 万+ 素材和 AI 绘图装进你的手机，让每一个角色都从正确的参考开始。",
    ctaDownload: "下载应用",
  },
  notFound: {
    title: "这一页跑出了分镜框",
    body: "网址可能有误，或页面已经移动。",
    back: "返回首页",
  },
};

export default zhCN;
