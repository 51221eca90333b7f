import type { Messages } from "./en-US.ts";

const es: Messages = {
  pageTitle: {
    home: "Referencia de poses 3D para artistas",
    notFound: "Página no encontrada",
  },
  websiteHeader: {
    skipToContent: "Saltar al contenido",
    home: "Inicio",
  },
  homePage: {
    eyebrow: "Asistencia 3D para dibujar manga e ilustración",
    heroTitle: "Posa. Ilumina. Dibuja.",
    heroLead:
      "Inkdoll pone en tu bolsillo un maniquí 3D articulado, más de 300.000 recursos y un generador de imágenes con IA, para que cada figura empiece desde una referencia correcta.",
    ctaDownload: "Descargar las apps",
  },
  notFound: {
    title: "Esta página se salió de la viñeta",
    body: "Puede que la dirección esté mal escrita o que la página se haya movido.",
    back: "Volver al inicio",
  },
};

export default es;
