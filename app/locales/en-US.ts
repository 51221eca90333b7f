/** The typed source catalogue: every other locale must have exactly this shape. */
const enUS = {
  pageTitle: {
    home: "3D pose reference for artists",
    notFound: "Page not found",
  },
  websiteHeader: {
    skipToContent: "Skip to content",
    home: "Home",
  },
  homePage: {
    eyebrow: "3D drawing assistance for manga and illustration",
    heroTitle: "Pose it. Light it. Draw it.",
    heroLead:
      "Inkdoll puts a posable 3D doll, 300,000+ assets and an AI image generator in your pocket, so every figure you draw starts from a reference that is right.",
    ctaDownload: "Download the apps",
  },
  notFound: {
    title: "This page wandered off the panel",
    body: "The address may be mistyped, or the page has moved.",
    back: "Back to the home page",
  },
};

export default enUS;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof enUS>;
