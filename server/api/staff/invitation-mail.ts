import type { UiLocale } from "../../../contract/language.ts";
import type { Role } from "../../../contract/permissions.ts";
import { INVITATION_LIFETIME_DAYS } from "../../../contract/staff.ts";
import { composeMail } from "../../lib/mail-text.ts";
import type { OutgoingMail } from "../../lib/mailer.ts";

/** The invitation's sentences; `{role}`, `{days}` and `{link}` are filled in. */
type InvitationMail = {
  subject: string;
  roles: Record<Role, string>;
  greeting: string;
  invited: string;
  howTo: string;
  twoFactor: string;
  notYou: string;
};

/**
 * The invitation email in each interface language. The link is in the body only; it works once,
 * for the invited address, and the console also shows it to the admin to pass on another way.
 */
const INVITATION: Record<UiLocale, InvitationMail> = {
  "en-US": {
    subject: "You are invited to the Inkdoll console",
    roles: { admin: "administrator", editor: "editor", support: "support", moderator: "moderator" },
    greeting: "Hello,",
    invited: "You are invited to join the Inkdoll operator console as {role}.",
    howTo:
      "Open this link within {days} days, log in or sign up with this email address, and accept:",
    twoFactor: "The console needs two-factor log-in: you will be asked to turn it on.",
    notYou: "If you did not expect this, ignore this email.",
  },
  "zh-CN": {
    subject: "邀请你加入 Inkdoll 管理后台",
    roles: { admin: "管理员", editor: "编辑", support: "客服", moderator: "审核员" },
    greeting: "你好：",
    invited: "你受邀以「{role}」身份加入 Inkdoll 管理后台。",
    howTo: "请在 {days} 天内打开以下链接，用此邮箱地址登录或注册，然后接受邀请：",
    twoFactor: "管理后台要求开启两步验证登录，届时会提示你开启。",
    notYou: "如果你并未预期收到此邮件，请忽略。",
  },
  "zh-HK": {
    subject: "邀請你加入 Inkdoll 管理後台",
    roles: { admin: "管理員", editor: "編輯", support: "客服", moderator: "審核員" },
    greeting: "你好：",
    invited: "你獲邀以「{role}」身份加入 Inkdoll 管理後台。",
    howTo: "請在 {days} 日內打開以下連結，用此電郵地址登入或註冊，然後接受邀請：",
    twoFactor: "管理後台要求開啟兩步驟驗證登入，屆時會提示你開啟。",
    notYou: "如果你並未預期收到此電郵，請忽略。",
  },
  ja: {
    subject: "Inkdoll 管理コンソールへの招待",
    roles: { admin: "管理者", editor: "編集者", support: "サポート", moderator: "モデレーター" },
    greeting: "こんにちは。",
    invited: "Inkdoll の管理コンソールに「{role}」として招待されました。",
    howTo:
      "{days} 日以内に次のリンクを開き、このメールアドレスでログインまたは登録してから承認してください：",
    twoFactor: "コンソールには 2 段階認証が必要です。設定するよう案内されます。",
    notYou: "お心当たりがない場合は、このメールを無視してください。",
  },
  ko: {
    subject: "Inkdoll 관리 콘솔 초대",
    roles: { admin: "관리자", editor: "편집자", support: "지원 담당", moderator: "모더레이터" },
    greeting: "안녕하세요.",
    invited: "Inkdoll 관리 콘솔에 {role}(으)로 초대되었습니다.",
    howTo: "{days}일 안에 아래 링크를 열고 이 이메일 주소로 로그인하거나 가입한 뒤 수락하세요:",
    twoFactor: "콘솔을 사용하려면 2단계 로그인이 필요하며, 설정 안내가 표시됩니다.",
    notYou: "예상하지 못한 메일이라면 무시하세요.",
  },
  es: {
    subject: "Te han invitado a la consola de Inkdoll",
    roles: { admin: "administrador", editor: "editor", support: "soporte", moderator: "moderador" },
    greeting: "Hola:",
    invited: "Te han invitado a unirte a la consola de operadores de Inkdoll con el rol de {role}.",
    howTo:
      "Abre este enlace en los próximos {days} días, inicia sesión o regístrate con esta dirección y acepta:",
    twoFactor: "La consola exige el inicio de sesión en dos pasos: se te pedirá que lo actives.",
    notYou: "Si no esperabas este correo, ignóralo.",
  },
};

export function invitationMail(input: {
  to: string;
  role: Role;
  link: string;
  locale: UiLocale;
}): OutgoingMail {
  const { roles, ...sentences } = INVITATION[input.locale];
  return composeMail({
    to: input.to,
    sentences,
    lines: ["greeting", "", "invited", "howTo", "{link}", "", "twoFactor", "notYou"],
    values: {
      role: roles[input.role],
      days: String(INVITATION_LIFETIME_DAYS),
      link: input.link,
    },
  });
}
