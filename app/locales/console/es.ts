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
  content: {},

  // Statistics.
  stats: {
    lead: "Se cuenta en el servidor como totales diarios: sin cookies, sin script de seguimiento y sin guardar direcciones IP.",
    range: "Periodo",
    lastDays: { one: "Último {count} día", other: "Últimos {count} días" },
    loading: "Cargando estadísticas…",
    failed: "No se pudieron cargar las estadísticas.",
    retry: "Reintentar",
    exportCsv: "Descargar CSV",
    exportFailed: "No se pudo descargar el CSV. Inténtalo de nuevo.",
    period: "Del {from} al {to}",
    perDay: "{series} por día, del {from} al {to}",
    showTable: "Ver los datos diarios en una tabla",
    day: "Día",
    count: "Cantidad",
    share: "Proporción",
    total: "Total",
    nothing: "No se contó nada en este periodo.",
    unknown: "Desconocido",
    series: {
      views: "Páginas vistas",
      visitors: "Visitantes únicos",
      downloads: "Descargas",
      signups: "Registros",
      giftsCreated: "Regalos creados",
      giftsClaimed: "Regalos canjeados",
    },
    dimensions: {
      routes: "Páginas",
      languages: "Idiomas",
      referrers: "Sitios de referencia",
      countries: "Países",
      devices: "Dispositivos",
      downloadApps: "Descargas por app",
      downloadPlatforms: "Descargas por plataforma",
      downloadChannels: "Descargas por tienda",
      downloadRegions: "Descargas por región",
    },
    devices: { mobile: "Teléfono", tablet: "Tableta", desktop: "Ordenador" },
    summaryLink: "Abrir estadísticas",
  },

  // Configuration.
  config: {
    lead: "Ajustes del sitio que antes necesitaban un despliegue. Cada valor se comprueba antes de guardarse, y un despliegue posterior nunca sobrescribe lo que guardes aquí.",
    language: "Idioma",
    save: "Guardar",
    saving: "Guardando…",
    saved: "Guardado. Los visitantes verán el nuevo valor en menos de un segundo.",
    edited: "Editado en la consola el {date}",
    seeded: "Tal como se publicó con el sitio (aún no editado aquí)",
    invalid: "Este valor no es válido. Revísalo e inténtalo de nuevo.",
    invalidForm: "Un valor no es válido: revisa el campo marcado.",
    conflict:
      "Otra persona guardó este valor después de que lo abrieras. Recarga para ver su versión y vuelve a editar.",
    reload: "Recargar",
    failed: "No se pudo guardar el valor. Inténtalo de nuevo.",
    loadFailed: "No se pudo cargar la configuración.",
    loading: "Cargando la configuración…",
    missing: "Todavía no hay valor en este idioma.",
    addEntry: "Añadir una entrada",
    removeEntry: "Quitar {entry}",
    keys: {
      "site.domain": "Dominio oficial",
      "support.email": "Correo de soporte",
      "business.email": "Correo comercial",
      "site.icp": "Número de licencia ICP",
      subsites: "Direcciones de los subsitios",
      "marketing.figures": "Cifras de marketing",
      "download.appName": "Nombre de la app en /download",
      "download.version": "Versión actual de la app",
      "download.minOs": "Versiones mínimas del sistema",
      "download.links": "Enlaces de tiendas (Inkdoll Doll)",
      "download.whatsNew": "Novedades",
      "ai.releaseDate": "Fecha de lanzamiento de Inkdoll AI",
      "ai.links": "Enlaces de tiendas (Inkdoll AI)",
    },
  },

  // Gift campaigns.
  campaigns: {
    lead: "Los regalos de campaña son enlaces que cualquiera puede canjear una vez por cuenta, dentro del límite y antes de la fecha de fin. Al pausar, nadie puede canjear hasta que la reanudes.",
    create: "Nueva campaña",
    createButton: "Crear campaña",
    created: "Campaña creada.",
    code: "Código",
    codeHint:
      "De 16 a 64 letras, dígitos, «-» o «_», por ejemplo SPRING-SKETCH-2027. No se puede cambiar después.",
    kind: "Regalo",
    kinds: {
      pro_days: "Días de Pro",
      doll_pack: "Paquetes de muñecos",
      ai_credits: "Créditos de IA",
    },
    amount: "Cantidad",
    maxClaims: "Canjes máximos",
    expires: "Termina el (UTC)",
    messages: "Mensaje por idioma",
    messagesHint: "El inglés es obligatorio; un idioma vacío muestra el mensaje en inglés.",
    save: "Guardar cambios",
    saving: "Guardando…",
    pause: "Pausar",
    resume: "Reanudar",
    reload: "Recargar",
    states: {
      active: "Activa",
      paused: "En pausa",
      expired: "Terminada",
      full: "Agotada",
    },
    benefits: {
      pro_days: {
        one: "{count} día de Pro",
        other: "{count} días de Pro",
      },
      doll_pack: {
        one: "{count} paquete de muñecos",
        other: "{count} paquetes de muñecos",
      },
      ai_credits: {
        one: "{count} crédito de IA",
        other: "{count} créditos de IA",
      },
    },
    claimed: {
      one: "{count} de {max} canjeado",
      other: "{count} de {max} canjeados",
    },
    ends: "Termina el {date}",
    chartLabel: "Canjes por día de {code}, últimos 30 días",
    claimsTable: {
      one: "{count} canje en los últimos 30 días: ver por día",
      other: "{count} canjes en los últimos 30 días: ver por día",
    },
    day: "Día",
    count: "Canjes",
    loading: "Cargando campañas…",
    loadFailed: "No se pudieron cargar las campañas.",
    problems: {
      invalid: "Este valor no es válido. Revisa el campo marcado.",
      conflict:
        "Otra persona cambió esta campaña después de que la abrieras. Recarga y vuelve a editar.",
      taken: "Otro regalo ya usa este código.",
      failed: "No se pudo guardar el cambio. Inténtalo de nuevo.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión e inténtalo de nuevo.",
    },
  },
};

export default consoleEs;
