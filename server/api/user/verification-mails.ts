import type { UiLocale } from "../../../contract/language.ts";
import { VERIFICATION_LIFETIME_HOURS } from "../../../contract/user.ts";
import { composeMail } from "../../lib/mail-text.ts";
import type { OutgoingMail } from "../../lib/mailer.ts";
import { maskEmail } from "./repository.ts";
import type { VerificationLink } from "./verification-service.ts";

type VerifyMail = {
  subject: string;
  greeting: string;
  signup: string;
  change: string;
  reset: string;
  expiry: string;
  why: string;
  notYou: string;
};
type WelcomeMail = {
  subject: string;
  greeting: string;
  confirmed: string;
  pose: string;
  apps: string;
  manual: string;
  account: string;
};
type ChangedMail = {
  subject: string;
  greeting: string;
  changed: string;
  notYou: string;
};

/** The confirmation link's mail: the same layout for a new account and a changed address. */
const VERIFY: Record<UiLocale, VerifyMail> = {
  "en-US": {
    subject: "Confirm your email address for Inkdoll",
    greeting: "Hello,",
    signup:
      "Thank you for creating an Inkdoll account. Open this link to confirm that this address is yours:",
    change: "You asked to use this address for your Inkdoll account. Open this link to confirm it:",
    reset:
      "Someone asked for a code to set a new password for the Inkdoll account with this address. Codes go only to a confirmed address: open this link to confirm it, then ask for the code again on the log-in page:",
    expiry: "The link works once, for {hours} hours.",
    why: "Until the address is confirmed, we cannot send it a password reset code.",
    notYou: "If this was not you, ignore this email: nothing happens without the link.",
  },
  "zh-CN": {
    subject: "确认你的 Inkdoll 邮箱地址",
    greeting: "你好：",
    signup: "感谢你注册 Inkdoll 账号。请打开以下链接，确认这个邮箱地址属于你：",
    change: "你申请将这个邮箱地址用于你的 Inkdoll 账号。请打开以下链接确认：",
    reset:
      "有人为使用这个邮箱地址的 Inkdoll 账号申请了设置新密码的验证码。验证码只会发送到已确认的地址：请打开以下链接确认，然后在登录页面再次申请验证码：",
    expiry: "链接只能使用一次，{hours} 小时内有效。",
    why: "邮箱地址确认之前，我们无法向它发送密码重置验证码。",
    notYou: "如果这不是你本人的操作，请忽略本邮件：不打开链接就不会有任何变化。",
  },
  "zh-HK": {
    subject: "確認你的 Inkdoll 電郵地址",
    greeting: "你好：",
    signup: "多謝你註冊 Inkdoll 帳戶。請打開以下連結，確認這個電郵地址屬於你：",
    change: "你要求將這個電郵地址用於你的 Inkdoll 帳戶。請打開以下連結確認：",
    reset:
      "有人為使用這個電郵地址的 Inkdoll 帳戶要求了設定新密碼的驗證碼。驗證碼只會發送到已確認的地址：請打開以下連結確認，然後在登入頁面再次要求驗證碼：",
    expiry: "連結只能使用一次，{hours} 小時內有效。",
    why: "電郵地址確認之前，我們無法向它發送密碼重設驗證碼。",
    notYou: "如果這不是你本人的操作，請忽略本電郵：不打開連結就不會有任何改變。",
  },
  ja: {
    subject: "Inkdoll のメールアドレスの確認",
    greeting: "こんにちは。",
    signup:
      "Inkdoll アカウントを作成いただきありがとうございます。このアドレスがご本人のものであることを確認するため、次のリンクを開いてください：",
    change:
      "このアドレスを Inkdoll アカウントで使うよう申請がありました。確認のため、次のリンクを開いてください：",
    reset:
      "このアドレスの Inkdoll アカウントで、新しいパスワードを設定するためのコードが請求されました。コードは確認済みのアドレスにしかお送りしません。次のリンクを開いて確認してから、ログインページでもう一度コードを請求してください：",
    expiry: "リンクは {hours} 時間有効で、一度だけ使えます。",
    why: "アドレスの確認が済むまで、このアドレスにパスワード再設定コードをお送りできません。",
    notYou:
      "お心当たりがない場合は、このメールを無視してください。リンクを開かない限り何も変わりません。",
  },
  ko: {
    subject: "Inkdoll 이메일 주소 확인",
    greeting: "안녕하세요.",
    signup:
      "Inkdoll 계정을 만들어 주셔서 감사합니다. 이 주소가 본인의 것인지 확인하려면 다음 링크를 여세요:",
    change: "이 주소를 Inkdoll 계정에 사용하도록 요청하셨습니다. 확인하려면 다음 링크를 여세요:",
    reset:
      "이 주소를 쓰는 Inkdoll 계정의 새 비밀번호 설정 코드가 요청되었습니다. 코드는 확인된 주소로만 보내 드립니다. 다음 링크를 열어 확인한 뒤 로그인 페이지에서 코드를 다시 요청하세요:",
    expiry: "링크는 {hours}시간 동안 한 번만 사용할 수 있습니다.",
    why: "주소가 확인되기 전에는 이 주소로 비밀번호 재설정 코드를 보낼 수 없습니다.",
    notYou:
      "요청하지 않으셨다면 이 메일을 무시하세요. 링크를 열지 않으면 아무것도 바뀌지 않습니다.",
  },
  es: {
    subject: "Confirma tu dirección de correo de Inkdoll",
    greeting: "Hola:",
    signup:
      "Gracias por crear una cuenta de Inkdoll. Abre este enlace para confirmar que esta dirección es tuya:",
    change:
      "Has pedido usar esta dirección en tu cuenta de Inkdoll. Abre este enlace para confirmarla:",
    reset:
      "Alguien ha pedido un código para crear una nueva contraseña de la cuenta de Inkdoll con esta dirección. Los códigos solo se envían a direcciones confirmadas: abre este enlace para confirmarla y vuelve a pedir el código en la página de inicio de sesión:",
    expiry: "El enlace funciona una sola vez, durante {hours} horas.",
    why: "Hasta que la dirección esté confirmada, no podemos enviarle códigos para restablecer la contraseña.",
    notYou: "Si no has sido tú, ignora este correo: sin el enlace no cambia nada.",
  },
};

/** Sent once the sign-up address is confirmed: where to start. */
const WELCOME: Record<UiLocale, WelcomeMail> = {
  "en-US": {
    subject: "Welcome to Inkdoll",
    greeting: "Hello,",
    confirmed: "Your email address is confirmed. Welcome to Inkdoll!",
    pose: "Pose the 3D doll in your browser: {pose}",
    apps: "Get the apps for your phone or tablet: {download}",
    manual: "New to posing? The user manual starts here: {manual}",
    account: "Your account, and two-factor log-in to protect it: {account}",
  },
  "zh-CN": {
    subject: "欢迎来到 Inkdoll",
    greeting: "你好：",
    confirmed: "你的邮箱地址已确认。欢迎来到 Inkdoll！",
    pose: "在浏览器里摆动 3D 人偶：{pose}",
    apps: "为手机或平板下载应用：{download}",
    manual: "第一次摆姿势？从用户手册开始：{manual}",
    account: "你的账号，以及保护它的两步验证登录：{account}",
  },
  "zh-HK": {
    subject: "歡迎來到 Inkdoll",
    greeting: "你好：",
    confirmed: "你的電郵地址已確認。歡迎來到 Inkdoll！",
    pose: "在瀏覽器中擺動 3D 人偶：{pose}",
    apps: "為手機或平板下載應用程式：{download}",
    manual: "第一次擺姿勢？從用戶手冊開始：{manual}",
    account: "你的帳戶，以及保護它的雙重驗證登入：{account}",
  },
  ja: {
    subject: "Inkdoll へようこそ",
    greeting: "こんにちは。",
    confirmed: "メールアドレスの確認が完了しました。Inkdoll へようこそ！",
    pose: "ブラウザで 3D デッサン人形のポーズをつける：{pose}",
    apps: "スマートフォンやタブレット向けのアプリ：{download}",
    manual: "ポーズづけが初めてなら、ユーザーマニュアルからどうぞ：{manual}",
    account: "アカウントと、それを守る 2 段階認証ログイン：{account}",
  },
  ko: {
    subject: "Inkdoll에 오신 것을 환영합니다",
    greeting: "안녕하세요.",
    confirmed: "이메일 주소가 확인되었습니다. Inkdoll에 오신 것을 환영합니다!",
    pose: "브라우저에서 3D 인형 포즈 잡기: {pose}",
    apps: "휴대폰이나 태블릿용 앱 받기: {download}",
    manual: "포즈 잡기가 처음이라면 사용자 매뉴얼부터: {manual}",
    account: "계정과 계정을 지키는 2단계 인증 로그인: {account}",
  },
  es: {
    subject: "Te damos la bienvenida a Inkdoll",
    greeting: "Hola:",
    confirmed: "Tu dirección de correo está confirmada. ¡Te damos la bienvenida a Inkdoll!",
    pose: "Posa el muñeco 3D en tu navegador: {pose}",
    apps: "Descarga las apps para tu móvil o tableta: {download}",
    manual: "¿Es tu primera vez posando? El manual de usuario empieza aquí: {manual}",
    account: "Tu cuenta, y el inicio de sesión en dos pasos que la protege: {account}",
  },
};

/** Sent to the old address when the email changes: the owner hears of it even if it was not them. */
const CHANGED: Record<UiLocale, ChangedMail> = {
  "en-US": {
    subject: "Your Inkdoll email address was changed",
    greeting: "Hello,",
    changed: "The email address of your Inkdoll account was changed to {masked}.",
    notYou: "If you did not make this change, contact us at once: {support}",
  },
  "zh-CN": {
    subject: "你的 Inkdoll 邮箱地址已更改",
    greeting: "你好：",
    changed: "你的 Inkdoll 账号的邮箱地址已改为 {masked}。",
    notYou: "如果这不是你本人的操作，请立即联系我们：{support}",
  },
  "zh-HK": {
    subject: "你的 Inkdoll 電郵地址已更改",
    greeting: "你好：",
    changed: "你的 Inkdoll 帳戶的電郵地址已改為 {masked}。",
    notYou: "如果這不是你本人的操作，請立即聯絡我們：{support}",
  },
  ja: {
    subject: "Inkdoll のメールアドレスが変更されました",
    greeting: "こんにちは。",
    changed: "Inkdoll アカウントのメールアドレスが {masked} に変更されました。",
    notYou: "この変更にお心当たりがない場合は、すぐにご連絡ください：{support}",
  },
  ko: {
    subject: "Inkdoll 이메일 주소가 변경되었습니다",
    greeting: "안녕하세요.",
    changed: "Inkdoll 계정의 이메일 주소가 {masked}(으)로 변경되었습니다.",
    notYou: "직접 변경하지 않으셨다면 바로 연락해 주세요: {support}",
  },
  es: {
    subject: "Se ha cambiado tu dirección de correo de Inkdoll",
    greeting: "Hola:",
    changed: "La dirección de correo de tu cuenta de Inkdoll ha cambiado a {masked}.",
    notYou: "Si no has hecho tú este cambio, escríbenos enseguida: {support}",
  },
};

const at = (origin: string, path: string, locale: UiLocale) =>
  `${origin}${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;

/**
 * The confirmation link's mail, to the address it confirms. None of these mails carries the
 * nickname: whoever signs up chooses it, and the address may be someone else's.
 */
export function verificationMail(link: VerificationLink, input: { origin: string }): OutgoingMail {
  const token = encodeURIComponent(link.token);
  return composeMail({
    to: link.to,
    sentences: VERIFY[link.locale],
    lines: ["greeting", "", link.purpose, "{link}", "", "expiry", "why", "", "notYou"],
    values: {
      hours: String(VERIFICATION_LIFETIME_HOURS),
      link: at(input.origin, `/verify-email?token=${token}`, link.locale),
    },
  });
}

export function welcomeMail(input: { to: string; locale: UiLocale; origin: string }): OutgoingMail {
  const { origin, locale } = input;
  return composeMail({
    to: input.to,
    sentences: WELCOME[locale],
    lines: ["greeting", "", "confirmed", "", "pose", "apps", "manual", "", "account"],
    values: {
      pose: at(origin, "/pose", locale),
      download: at(origin, "/download", locale),
      manual: at(origin, "/manual", locale),
      account: at(origin, "/account", locale),
    },
  });
}

/** To the address an account had before: the new one is masked, as everywhere else. */
export function emailChangedMail(input: {
  to: string;
  newEmail: string;
  locale: UiLocale;
  origin: string;
}): OutgoingMail {
  return composeMail({
    to: input.to,
    sentences: CHANGED[input.locale],
    lines: ["greeting", "", "changed", "", "notYou"],
    values: {
      masked: maskEmail(input.newEmail),
      support: at(input.origin, "/support", input.locale),
    },
  });
}
