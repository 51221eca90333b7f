import type { ConsoleMessages } from "./en-US.ts";

const consoleEs: ConsoleMessages = {
  shell: {
    console: "Consola",
    loginReason: "Inicia sesión con una cuenta del equipo para abrir la consola.",
    loading: "Comprobando tu acceso…",
    menu: "Secciones de la consola",
    backToSite: "Volver al sitio",
    signedInAs: "Sesión iniciada como {email} · {role}",
    notStaff: "Esta cuenta no tiene un rol del equipo. Pide una invitación a un administrador.",
    setupTwoFactor:
      "Las cuentas del equipo necesitan el inicio de sesión en dos pasos antes de abrir la consola.",
    setupTwoFactorLink: "Activa el inicio de sesión en dos pasos en tu cuenta",
    failed: "No se pudo cargar tu acceso a la consola. Inténtalo de nuevo.",
    retry: "Reintentar",
    homeTitle: "Te damos la bienvenida a la consola",
    homeLead: "Elige en qué trabajar. Ves las secciones que permite tu rol.",
    roles: {
      admin: "Administración",
      editor: "Edición",
      support: "Soporte",
      moderator: "Moderación",
    },
    refused: {
      permission_missing: "Tu rol no permite hacer esto.",
      staff_session_expired: "Tu sesión de consola ha terminado. Vuelve a iniciar sesión.",
      not_staff: "Esta cuenta no tiene un rol del equipo.",
      two_factor_setup_required: "Activa primero el inicio de sesión en dos pasos.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión e inténtalo de nuevo.",
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
    lead: "Escribe y publica entradas del blog, artículos del manual, preguntas frecuentes y documentos legales en seis idiomas.",
    kinds: {
      article: "Blog y manual",
      faq: "Preguntas frecuentes",
      document: "Documentos legales",
    },
    sections: {
      blog: "Blog",
      manual: "Manual",
      faq: "Preguntas frecuentes",
    },
    columns: {
      title: "Título",
      section: "Sección",
      status: "Estado",
      languages: "Idiomas",
    },
    status: {
      draft: "Borrador",
      published: "Publicado",
      scheduled: "Programado para {time}",
    },
    languagesOk: "Al día",
    missing: "Faltan: {list}",
    outdated: "Más antiguos que el inglés: {list}",
    edit: "Editar",
    editLabel: "Editar «{title}»",
    view: "Ver en el sitio",
    create: {
      article: "Nueva entrada o artículo",
      faq: "Nueva pregunta frecuente",
      document: "Nueva versión del documento",
      section: "Sección",
      slug: "Dirección (slug)",
      slugHint: "Palabras en minúsculas unidas por guiones, por ejemplo mi-primera-entrada.",
      title: "Título (inglés)",
      category: "Categoría",
      key: "Documento",
      version: "Versión",
      effectiveDate: "Fecha de entrada en vigor",
      submit: "Crear borrador",
    },
    errors: {
      required: "Rellena este campo.",
      slug: "Usa minúsculas y dígitos, con las palabras unidas por un solo guion.",
      slug_taken: "Esta dirección ya existe. Elige otra.",
      version_taken: "Esta versión ya existe.",
      conflict:
        "Otra persona guardó este elemento después de que lo abrieras. Recarga para ver sus cambios; copia antes tu texto.",
      invalid: "Revisa este valor.",
      not_found: "Este elemento o revisión ya no existe.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión e inténtalo de nuevo.",
      failed: "No ha funcionado. Inténtalo de nuevo.",
    },
    back: "Volver a todo el contenido",
    language: "Idioma",
    languageNames: {
      en_us: "Inglés",
      zh_cn: "Chino simplificado",
      zh_hk: "Chino tradicional",
      ja_jp: "Japonés",
      ko_kr: "Coreano",
      es_es: "Español",
    },
    missingMark: "falta",
    outdatedMark: "más antiguo que el inglés",
    title: "Título",
    summary: "Resumen",
    body: "Texto (Markdown)",
    question: "Pregunta",
    answer: "Respuesta (Markdown)",
    effectiveDate: "Fecha de entrada en vigor",
    category: "Categoría",
    preview: "Vista previa",
    previewTitle: "Vista previa, tal como la verán los visitantes",
    previewHint: "Elige Vista previa para ver el texto generado por el servidor.",
    publishing: "Publicación",
    asDraft: "Borrador: no público",
    publishNow: "Publicado",
    schedule: "Programado",
    publishAt: "Público desde (tu hora)",
    save: "Guardar",
    saved: "Guardado como revisión {number}.",
    reload: "Recargar",
    revisions: "Historial de revisiones",
    revisionLine: "Revisión {number} · {action} · {author} · {time}",
    actions: {
      seed: "desde content/",
      create: "creada",
      save: "guardada",
      restore: "restaurada desde la revisión {from}",
    },
    restore: "Restaurar",
    restoreLabel: "Restaurar la revisión {number}",
    restored: "Revisión {number} restaurada como revisión {current}.",
    current: "actual",
    noRevisions:
      "Aún no hay revisiones. El primer guardado conserva el texto actual como revisión 1.",
    loadFailed: "No se pudo cargar el contenido.",
    empty: "Aún no hay nada aquí.",
  },

  // Statistics.
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleEs;
