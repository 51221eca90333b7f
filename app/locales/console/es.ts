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
  staff: {
    loading: "Cargando el equipo…",
    loadFailed: "No se pudo cargar la lista del equipo.",
    retry: "Reintentar",
    inviteTitle: "Invitar a alguien",
    inviteLead:
      "Una invitación sirve una sola vez, durante 7 días, y solo para la cuenta con esta dirección de correo. Se envía por correo y el enlace se muestra aquí una sola vez.",
    email: "Correo electrónico",
    role: "Rol",
    inviteSubmit: "Crear invitación",
    inviteCreated:
      "Invitación para {email} creada y enviada. Copia el enlace ahora: solo se muestra una vez.",
    link: "Enlace de invitación",
    copy: "Copiar enlace",
    copied: "Enlace copiado.",
    pendingTitle: "Invitaciones pendientes",
    pendingNone: "No hay invitaciones pendientes.",
    invitedBy: "Invitado por {who}",
    commandLine: "la línea de comandos",
    expires: "Caduca el {date}",
    revoke: "Revocar",
    revokeLabel: "Revocar la invitación para {email}",
    revoked: "Invitación revocada.",
    membersTitle: "Miembros del equipo",
    columns: {
      member: "Miembro",
      role: "Rol",
      since: "Desde",
      twoFactor: "Inicio de sesión en dos pasos",
      actions: "Acciones",
    },
    twoFactorOn: "Activado",
    twoFactorOff: "Desactivado",
    you: "(tú)",
    newRole: "Nuevo rol para {email}",
    changeRole: "Cambiar rol",
    remove: "Quitar",
    removeLabel: "Quitar a {email} del equipo",
    confirmTitle: "Confirma este cambio",
    confirmRole: "Cambiar a {email} de {from} a {to}.",
    confirmRemove: "Quitar a {email} del equipo ({role}).",
    confirmLead:
      "Para cambiar el equipo hay que volver a introducir tu contraseña, o un código de tu app de autenticación o un código de recuperación.",
    confirm: "Contraseña o código",
    confirmSubmit: "Confirmar",
    cancel: "Cancelar",
    changed: "Rol cambiado.",
    removed: "Quitado del equipo.",
    errors: {
      required: "Rellena este campo.",
      email: "Introduce un correo como nombre@ejemplo.com.",
      confirmation_required: "Introduce tu contraseña o un código para confirmar.",
      password_wrong: "No es tu contraseña (ni un código válido).",
      code_wrong: "El código es incorrecto, antiguo o ya se usó.",
      locked: "Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.",
      rate_limited: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
      last_admin: "La consola debe conservar al menos un administrador.",
      conflict: "Otra persona cambió a este miembro mientras tanto. La lista se ha recargado.",
      not_found: "Esto ya no existe. La lista se ha recargado.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión y vuelve a intentarlo.",
      failed: "No ha funcionado. Vuelve a intentarlo.",
    },
  },

  // The audit log.
  audit: {
    lead: "Cada cambio hecho en la consola: quién, qué, cuándo, y cómo era antes y después. Nadie puede editar ni borrar las entradas.",
    filters: "Filtrar el registro",
    actor: "Quién",
    actorHint: "Un correo electrónico, o parte de él",
    entity: "Qué",
    action: "Acción",
    any: "Cualquiera",
    from: "Desde",
    to: "Hasta",
    apply: "Aplicar",
    clear: "Quitar filtros",
    total: { one: "{count} entrada", many: "{count} de entradas", other: "{count} entradas" },
    when: "Cuándo",
    who: "Quién",
    what: "Qué",
    change: "Cambio",
    commandLine: "línea de comandos",
    created: "creado",
    removed: "eliminado",
    noChange: "sin detalles",
    none: "Ninguna entrada coincide con estos filtros.",
    loading: "Cargando el registro de auditoría…",
    failed: "No se pudo cargar el registro de auditoría.",
    retry: "Reintentar",
    pages: "Páginas del registro de auditoría",
    previous: "Más recientes",
    next: "Más antiguas",
    page: "Página {page} de {pages}",
    badDate: "Introduce una fecha.",
  },

  // Accepting an invitation.
  invite: {
    loginReason:
      "Inicia sesión, o regístrate, con la dirección de correo a la que se envió la invitación. Después acéptala aquí.",
    loading: "Buscando la invitación…",
    offer: "Te han invitado a unirte a la consola de operadores como {role}.",
    forEmail: "Esta invitación es para {email} y sirve una vez hasta el {date}.",
    accept: "Aceptar invitación",
    accepted: "Bienvenido al equipo. Tu rol: {role}.",
    enrol:
      "Las cuentas del equipo necesitan el inicio de sesión en dos pasos. Actívalo en tu cuenta y vuelve a iniciar sesión con un código: después se abrirá la consola.",
    enrolLink: "Activar el inicio de sesión en dos pasos",
    open: "Abrir la consola",
    missingToken: "Este enlace no contiene ninguna invitación. Abre el enlace completo del correo.",
    states: {
      accepted: "Esta invitación ya se aceptó.",
      expired: "Esta invitación ha caducado. Pide una nueva a un administrador.",
    },
    errors: {
      not_found: "Esta invitación no existe o fue revocada.",
      invitation_used: "Esta invitación ya se aceptó.",
      expired: "Esta invitación ha caducado. Pide una nueva a un administrador.",
      invitation_wrong_account:
        "Esta invitación es para otra dirección de correo. Cierra la sesión e inicia sesión o regístrate con la dirección invitada.",
      already_staff: "Esta cuenta ya tiene un rol en el equipo.",
      rate_limited: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
      invalid_input: "Este enlace no es una invitación válida. Abre el enlace completo del correo.",
      network: "La solicitud no llegó al servidor. Comprueba tu conexión y vuelve a intentarlo.",
      failed: "No ha funcionado. Vuelve a intentarlo.",
    },
  },

  // Releases and changelogs.
  releases: {},

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
