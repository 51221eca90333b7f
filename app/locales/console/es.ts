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
  stats: {},

  // Configuration.
  config: {},

  // Gift campaigns.
  campaigns: {},
};

export default consoleEs;
