import type { UiLocale } from "../../../contract/language.ts";
import { composeMail } from "../../lib/mail-text.ts";
import type { OutgoingMail } from "../../lib/mailer.ts";

/** The reset-code email's sentences; `{code}`, `{minutes}` and `{link}` are filled in. */
type ResetMail = {
  subject: string;
  greeting: string;
  code: string;
  expiry: string;
  notYou: string;
  neverAsked: string;
};

/**
 * The reset-code email in each interface language. The code is in the body only: a subject line
 * shows on lock screens and in notification previews.
 */
const RESET: Record<UiLocale, ResetMail> = {
  "en-US": {
    subject: "Your Inkdoll password reset code",
    greeting: "Hello,",
    code: "Your code to set a new Inkdoll password is: {code}",
    expiry: "It works for {minutes} minutes. Enter it on the login page: {link}",
    notYou: "If you did not ask for this, ignore this email: your password stays the same.",
    neverAsked: "Inkdoll staff will never ask you for this code.",
  },
  "zh-CN": {
    subject: "你的 Inkdoll 密码重置验证码",
    greeting: "你好：",
    code: "你用于设置新 Inkdoll 密码的验证码是：{code}",
    expiry: "验证码 {minutes} 分钟内有效，请在登录页面输入：{link}",
    notYou: "如果这不是你本人的操作，请忽略本邮件，你的密码不会改变。",
    neverAsked: "Inkdoll 工作人员绝不会向你索要此验证码。",
  },
  "zh-HK": {
    subject: "你的 Inkdoll 密碼重設驗證碼",
    greeting: "你好：",
    code: "你用於設定新 Inkdoll 密碼的驗證碼是：{code}",
    expiry: "驗證碼 {minutes} 分鐘內有效，請在登入頁面輸入：{link}",
    notYou: "如果這不是你本人的操作，請忽略本電郵，你的密碼不會改變。",
    neverAsked: "Inkdoll 職員絕不會向你索取此驗證碼。",
  },
  ja: {
    subject: "Inkdoll パスワード再設定コード",
    greeting: "こんにちは。",
    code: "Inkdoll の新しいパスワードを設定するためのコードは {code} です。",
    expiry: "有効期限は {minutes} 分です。ログインページで入力してください：{link}",
    notYou: "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
    neverAsked: "Inkdoll のスタッフがこのコードをお尋ねすることはありません。",
  },
  ko: {
    subject: "Inkdoll 비밀번호 재설정 코드",
    greeting: "안녕하세요.",
    code: "Inkdoll 새 비밀번호 설정 코드는 {code} 입니다.",
    expiry: "코드는 {minutes}분 동안 유효합니다. 로그인 페이지에서 입력하세요: {link}",
    notYou: "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
    neverAsked: "Inkdoll 직원은 절대 이 코드를 묻지 않습니다.",
  },
  es: {
    subject: "Tu código para restablecer la contraseña de Inkdoll",
    greeting: "Hola:",
    code: "Tu código para crear una nueva contraseña de Inkdoll es: {code}",
    expiry:
      "Es válido durante {minutes} minutos. Introdúcelo en la página de inicio de sesión: {link}",
    notYou: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.",
    neverAsked: "El equipo de Inkdoll nunca te pedirá este código.",
  },
};

export function resetCodeMail(input: {
  to: string;
  code: string;
  minutes: number;
  locale: UiLocale;
  origin: string;
}): OutgoingMail {
  const mail = RESET[input.locale];
  const values: Record<string, string> = {
    code: input.code,
    minutes: String(input.minutes),
    link: `${input.origin}/login?mode=reset&lang=${input.locale}`,
  };
  // One layout for every language: greeting, code, how long it works, then the warnings.
  return composeMail({
    to: input.to,
    sentences: mail,
    lines: ["greeting", "", "code", "", "expiry", "", "notYou", "neverAsked"],
    values,
  });
}
