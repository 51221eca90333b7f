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
  releases: {
    lead: "Las versiones de las cuatro aplicaciones en cada canal. Los borradores no se ven hasta publicarlos; /download y las notas de la versión solo muestran lo publicado.",
    app: "Aplicación",
    apps: {
      doll: "Inkdoll Doll",
      brush: "Inkdoll Brush",
      create: "Inkdoll Create",
      ai: "Inkdoll AI",
    },
    channel: "Canal",
    channels: {
      appstore: "App Store (iOS)",
      googleplay: "Google Play (Android)",
      apk: "Descarga APK (Android)",
      huawei: "Huawei AppGallery (Android)",
    },
    newRelease: "Nueva versión",
    edit: "Editar",
    publish: "Publicar",
    unpublish: "Retirar",
    status: {
      draft: "Borrador",
      published: "Publicada",
    },
    listTitle: "Versiones de {app}",
    empty: "Esta aplicación aún no tiene versiones.",
    loading: "Cargando versiones…",
    failed: "No se pudieron cargar las versiones.",
    retry: "Reintentar",
    released: "Publicada el {date}",
    editedByConsole: "Editada en la consola",
    creating: "Nueva versión",
    editing: "Editar {version} en {channel}",
    version: "Versión",
    versionHint: "Por ejemplo, 4.9.0 o 5.0.0-beta.1.",
    releasedOn: "Fecha de publicación",
    minOs: "Versión mínima del sistema",
    minOsHint: "Por ejemplo, 15.0 para iOS u 8.0 para Android.",
    url: "Dirección de la tienda o del archivo",
    urlHint: "Una dirección https://.",
    fileSize: "Tamaño del archivo en bytes",
    fileSizeHint: "El tamaño exacto del APK, mayor que 0.",
    sha256: "Suma de comprobación SHA-256",
    sha256Hint: "64 dígitos hexadecimales.",
    notes: "Notas de la versión",
    notesLanguage: "Idioma de las notas",
    notesHint: "En Markdown. El inglés es obligatorio; los demás idiomas recurren a él si faltan.",
    languages: {
      en_us: "Inglés",
      zh_cn: "Chino simplificado",
      zh_hk: "Chino tradicional",
      ja_jp: "Japonés",
      ko_kr: "Coreano",
      es_es: "Español",
    },
    missing: "falta",
    preview: "Vista previa",
    previewTitle: "Vista previa ({language})",
    previewEmpty: "Aún no hay nada que previsualizar.",
    save: "Guardar borrador",
    saveChanges: "Guardar cambios",
    cancel: "Cancelar",
    saved: "Guardado.",
    publishedDone: "{version} está publicada.",
    unpublishedDone: "{version} ha vuelto a borrador.",
    problems: {
      required: "Este campo es obligatorio.",
      format: "El formato no es el esperado.",
      too_long: "Es demasiado largo.",
      invalid: "Este valor no se acepta aquí.",
      exists: "Esta aplicación ya tiene esta versión en este canal.",
      conflict:
        "Alguien cambió esta versión después de que la abrieras. Vuelve a cargarla y repite el cambio.",
      permission: "Tu rol no permite este cambio.",
      failed: "El cambio no se guardó. Inténtalo de nuevo.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión e inténtalo de nuevo.",
    },
    reload: "Volver a cargar",
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

export default consoleEs;
