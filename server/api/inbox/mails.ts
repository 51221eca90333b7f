import type { InquiryKind } from "../../../contract/inbox.ts";
import type { UiLocale } from "../../../contract/language.ts";
import type { OutgoingMail } from "../../lib/mailer.ts";

/**
 * The inbox's emails to visitors, in the language they wrote in (the sentence-table pattern of
 * server/api/user/emails.ts). `{reference}`, `{link}`, `{app}` and `{subject}` are filled in.
 */
type VisitorMails = {
  greeting: string;
  confirmSubject: Record<InquiryKind, string>;
  received: Record<InquiryKind, string>;
  next: Record<InquiryKind, string>;
  notYou: string;
  replySubject: string;
  replyLead: string;
  replyFollow: string;
  inviteSubject: string;
  inviteLead: string;
  inviteLink: string;
  inviteFeedback: string;
  signature: string;
};

const MAILS: Record<UiLocale, VisitorMails> = {
  "en-US": {
    greeting: "Hello,",
    confirmSubject: {
      support: "We received your request {reference}",
      business: "We received your enquiry {reference}",
      beta: "We received your beta application {reference}",
      job: "We received your application {reference}",
    },
    received: {
      support: "Thank you for contacting Inkdoll support. Your request's reference is {reference}.",
      business:
        "Thank you for your interest in working with Inkdoll. Your enquiry's reference is {reference}.",
      beta: "Thank you for applying to test {app} before release. Your application's reference is {reference}.",
      job: "Thank you for applying to Inkdoll ({subject}). Your application's reference is {reference}.",
    },
    next: {
      support:
        "Read our replies and add a message at this private link (keep it to yourself: anyone with it can read the request): {link}",
      business: "Our partnerships team reads every enquiry and answers within a few working days.",
      beta: "We will email you when a place opens. Log in on {link} to see the state of your application.",
      job: "Our team reads every application, and we will write to you either way.",
    },
    notYou: "If you did not send this, you can ignore this email.",
    replySubject: "Reply to your request {reference}",
    replyLead: "We replied to your request {reference}:",
    replyFollow: "To answer, add a message on your request's page: {link}",
    inviteSubject: "You are in: the {app} beta",
    inviteLead: "Good news: your application {reference} to test {app} before release is accepted.",
    inviteLink: "Install the beta from here: {link}",
    inviteFeedback:
      "Tell us what works and what does not by replying from the app's feedback menu. Thank you for helping!",
    signature: "The Inkdoll team",
  },
  "zh-CN": {
    greeting: "你好：",
    confirmSubject: {
      support: "我们已收到你的请求 {reference}",
      business: "我们已收到你的合作咨询 {reference}",
      beta: "我们已收到你的内测申请 {reference}",
      job: "我们已收到你的求职申请 {reference}",
    },
    received: {
      support: "感谢你联系 Inkdoll 客服。你的请求编号是 {reference}。",
      business: "感谢你有意与 Inkdoll 合作。你的咨询编号是 {reference}。",
      beta: "感谢你申请抢先测试 {app}。你的申请编号是 {reference}。",
      job: "感谢你应聘 Inkdoll（{subject}）。你的申请编号是 {reference}。",
    },
    next: {
      support:
        "你可以通过这个私人链接查看我们的回复并补充留言（请勿分享：拿到链接的人都能看到这条请求）：{link}",
      business: "我们的合作团队会阅读每一条咨询，并在几个工作日内回复。",
      beta: "有名额时我们会发邮件通知你。登录 {link} 即可查看申请状态。",
      job: "我们的团队会阅读每一份申请，无论结果如何都会给你回信。",
    },
    notYou: "如果这不是你发送的，请忽略本邮件。",
    replySubject: "关于你的请求 {reference} 的回复",
    replyLead: "我们回复了你的请求 {reference}：",
    replyFollow: "如需回复，请在请求页面中留言：{link}",
    inviteSubject: "欢迎加入 {app} 内测",
    inviteLead: "好消息：你抢先测试 {app} 的申请 {reference} 已通过。",
    inviteLink: "请从这里安装测试版：{link}",
    inviteFeedback: "请通过应用内的反馈菜单告诉我们哪些好用、哪些不好用。感谢你的帮助！",
    signature: "Inkdoll 团队",
  },
  "zh-HK": {
    greeting: "你好：",
    confirmSubject: {
      support: "我們已收到你的查詢 {reference}",
      business: "我們已收到你的合作查詢 {reference}",
      beta: "我們已收到你的測試版申請 {reference}",
      job: "我們已收到你的求職申請 {reference}",
    },
    received: {
      support: "感謝你聯絡 Inkdoll 客戶支援。你的查詢編號是 {reference}。",
      business: "感謝你有意與 Inkdoll 合作。你的查詢編號是 {reference}。",
      beta: "感謝你申請搶先測試 {app}。你的申請編號是 {reference}。",
      job: "感謝你應徵 Inkdoll（{subject}）。你的申請編號是 {reference}。",
    },
    next: {
      support:
        "你可以透過這個私人連結查看我們的回覆並補充留言（請勿分享：取得連結的人都能看到這項查詢）：{link}",
      business: "我們的合作團隊會閱讀每一項查詢，並於數個工作天內回覆。",
      beta: "有名額時我們會以電郵通知你。登入 {link} 即可查看申請狀態。",
      job: "我們的團隊會閱讀每一份申請，無論結果如何都會回覆你。",
    },
    notYou: "如果這不是你發送的，請忽略本電郵。",
    replySubject: "有關你的查詢 {reference} 的回覆",
    replyLead: "我們回覆了你的查詢 {reference}：",
    replyFollow: "如需回覆，請在查詢頁面中留言：{link}",
    inviteSubject: "歡迎加入 {app} 測試版",
    inviteLead: "好消息：你搶先測試 {app} 的申請 {reference} 已獲接納。",
    inviteLink: "請從這裡安裝測試版：{link}",
    inviteFeedback: "請透過應用程式內的意見選單告訴我們哪些好用、哪些不好用。感謝你的幫忙！",
    signature: "Inkdoll 團隊",
  },
  ja: {
    greeting: "こんにちは。",
    confirmSubject: {
      support: "お問い合わせ {reference} を受け付けました",
      business: "ご相談 {reference} を受け付けました",
      beta: "ベータ版への応募 {reference} を受け付けました",
      job: "ご応募 {reference} を受け付けました",
    },
    received: {
      support:
        "Inkdoll サポートへのお問い合わせありがとうございます。受付番号は {reference} です。",
      business:
        "Inkdoll との協業にご関心をお寄せいただきありがとうございます。受付番号は {reference} です。",
      beta: "{app} のベータテストへのご応募ありがとうございます。受付番号は {reference} です。",
      job: "Inkdoll（{subject}）へのご応募ありがとうございます。受付番号は {reference} です。",
    },
    next: {
      support:
        "こちらの専用リンクから返信を確認し、メッセージを追加できます（リンクを知っている人は誰でも内容を読めるため、共有しないでください）：{link}",
      business: "提携担当チームがすべてのご相談に目を通し、数営業日以内にご連絡します。",
      beta: "参加枠が空きしだいメールでお知らせします。{link} にログインすると応募の状況を確認できます。",
      job: "すべての応募書類に目を通し、結果にかかわらずご連絡します。",
    },
    notYou: "お心当たりがない場合は、このメールを無視してください。",
    replySubject: "お問い合わせ {reference} への返信",
    replyLead: "お問い合わせ {reference} に返信しました：",
    replyFollow: "返信するには、お問い合わせのページでメッセージを追加してください：{link}",
    inviteSubject: "{app} ベータ版へようこそ",
    inviteLead: "{app} のベータテストへの応募 {reference} が承認されました。",
    inviteLink: "ベータ版はこちらからインストールできます：{link}",
    inviteFeedback:
      "良かった点・困った点を、アプリのフィードバックメニューからお知らせください。ご協力ありがとうございます！",
    signature: "Inkdoll チーム",
  },
  ko: {
    greeting: "안녕하세요.",
    confirmSubject: {
      support: "문의 {reference}을(를) 접수했습니다",
      business: "제휴 문의 {reference}을(를) 접수했습니다",
      beta: "베타 신청 {reference}을(를) 접수했습니다",
      job: "지원서 {reference}을(를) 접수했습니다",
    },
    received: {
      support: "Inkdoll 고객 지원에 문의해 주셔서 감사합니다. 접수 번호는 {reference}입니다.",
      business: "Inkdoll과의 협업에 관심을 가져 주셔서 감사합니다. 접수 번호는 {reference}입니다.",
      beta: "{app} 베타 테스트에 신청해 주셔서 감사합니다. 접수 번호는 {reference}입니다.",
      job: "Inkdoll({subject})에 지원해 주셔서 감사합니다. 접수 번호는 {reference}입니다.",
    },
    next: {
      support:
        "이 비공개 링크에서 답변을 읽고 메시지를 추가할 수 있습니다(링크가 있으면 누구나 문의를 볼 수 있으니 공유하지 마세요): {link}",
      business: "제휴 담당 팀이 모든 문의를 읽고 영업일 기준 며칠 안에 답변드립니다.",
      beta: "자리가 생기면 이메일로 알려 드립니다. {link}에 로그인하면 신청 상태를 볼 수 있습니다.",
      job: "모든 지원서를 꼼꼼히 읽고, 결과와 관계없이 연락드립니다.",
    },
    notYou: "직접 보내지 않으셨다면 이 메일을 무시하세요.",
    replySubject: "문의 {reference}에 대한 답변",
    replyLead: "문의 {reference}에 답변을 드렸습니다:",
    replyFollow: "답장하려면 문의 페이지에서 메시지를 추가하세요: {link}",
    inviteSubject: "{app} 베타에 오신 것을 환영합니다",
    inviteLead: "좋은 소식입니다. {app} 베타 테스트 신청 {reference}이(가) 승인되었습니다.",
    inviteLink: "여기에서 베타 버전을 설치하세요: {link}",
    inviteFeedback: "앱의 피드백 메뉴로 좋은 점과 불편한 점을 알려 주세요. 도와주셔서 감사합니다!",
    signature: "Inkdoll 팀",
  },
  es: {
    greeting: "Hola:",
    confirmSubject: {
      support: "Hemos recibido tu solicitud {reference}",
      business: "Hemos recibido tu consulta {reference}",
      beta: "Hemos recibido tu solicitud para la beta {reference}",
      job: "Hemos recibido tu candidatura {reference}",
    },
    received: {
      support:
        "Gracias por escribir al soporte de Inkdoll. La referencia de tu solicitud es {reference}.",
      business:
        "Gracias por tu interés en colaborar con Inkdoll. La referencia de tu consulta es {reference}.",
      beta: "Gracias por ofrecerte a probar {app} antes de su lanzamiento. La referencia de tu solicitud es {reference}.",
      job: "Gracias por tu candidatura a Inkdoll ({subject}). Su referencia es {reference}.",
    },
    next: {
      support:
        "Lee nuestras respuestas y añade un mensaje en este enlace privado (no lo compartas: quien lo tenga puede leer la solicitud): {link}",
      business:
        "Nuestro equipo de colaboraciones lee todas las consultas y responde en unos pocos días laborables.",
      beta: "Te escribiremos cuando haya una plaza. Inicia sesión en {link} para ver el estado de tu solicitud.",
      job: "Nuestro equipo lee todas las candidaturas y te escribirá en cualquier caso.",
    },
    notYou: "Si no has enviado esto, puedes ignorar este correo.",
    replySubject: "Respuesta a tu solicitud {reference}",
    replyLead: "Hemos respondido a tu solicitud {reference}:",
    replyFollow: "Para contestar, añade un mensaje en la página de tu solicitud: {link}",
    inviteSubject: "Ya formas parte de la beta de {app}",
    inviteLead: "Buenas noticias: tu solicitud {reference} para probar {app} está aceptada.",
    inviteLink: "Instala la beta desde aquí: {link}",
    inviteFeedback:
      "Cuéntanos qué funciona y qué no desde el menú de comentarios de la app. ¡Gracias por ayudarnos!",
    signature: "El equipo de Inkdoll",
  },
};

/** The apps' names as they appear in mails (brand names, the same in every language). */
export const APP_NAMES: Record<string, string> = {
  doll: "Inkdoll Doll",
  brush: "Inkdoll Brush",
  create: "Inkdoll Create",
  ai: "Inkdoll AI",
  site: "inkdoll.app",
};

function fill(sentence: string, values: Record<string, string>) {
  return sentence.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");
}

function compose(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  return { to, subject, text: `${paragraphs.join("\n\n")}\n` };
}

/**
 * "We received it": the reference, and what happens next. `link` is the ticket's private status
 * page (support), the beta page (beta), unused otherwise.
 */
export function confirmationMail(input: {
  to: string;
  kind: InquiryKind;
  locale: UiLocale;
  reference: string;
  link?: string;
  app?: string;
  subject?: string;
}): OutgoingMail {
  const mail = MAILS[input.locale];
  const values = {
    reference: input.reference,
    link: input.link ?? "",
    app: APP_NAMES[input.app ?? ""] ?? input.app ?? "",
    subject: input.subject ?? "",
  };
  return compose(input.to, fill(mail.confirmSubject[input.kind], values), [
    mail.greeting,
    fill(mail.received[input.kind], values),
    fill(mail.next[input.kind], values),
    mail.notYou,
    mail.signature,
  ]);
}

/** An operator's reply to a ticket, quoted whole, with the way back to the status page. */
export function replyMail(input: {
  to: string;
  locale: UiLocale;
  reference: string;
  body: string;
  link: string;
}): OutgoingMail {
  const mail = MAILS[input.locale];
  const values = { reference: input.reference, link: input.link };
  return compose(input.to, fill(mail.replySubject, values), [
    mail.greeting,
    fill(mail.replyLead, values),
    input.body,
    fill(mail.replyFollow, values),
    mail.signature,
  ]);
}

/** An accepted beta application: the channel's link (TestFlight or the beta APK). */
export function betaInvitationMail(input: {
  to: string;
  locale: UiLocale;
  reference: string;
  app: string;
  link: string;
}): OutgoingMail {
  const mail = MAILS[input.locale];
  const values = {
    reference: input.reference,
    app: APP_NAMES[input.app] ?? input.app,
    link: input.link,
  };
  return compose(input.to, fill(mail.inviteSubject, values), [
    mail.greeting,
    fill(mail.inviteLead, values),
    fill(mail.inviteLink, values),
    mail.inviteFeedback,
    mail.signature,
  ]);
}

/**
 * The operators' notice of a new submission. In English: the console's operators share it, and
 * the message names only the kind, reference and subject (the content stays in the console).
 */
export function operatorNoticeMail(input: {
  to: string;
  kind: InquiryKind;
  reference: string;
  subject: string;
  link: string;
}): OutgoingMail {
  const kinds: Record<InquiryKind, string> = {
    support: "support ticket",
    business: "business enquiry",
    beta: "beta application",
    job: "job application",
  };
  return compose(input.to, `New ${kinds[input.kind]} ${input.reference}`, [
    `A new ${kinds[input.kind]} arrived in the inbox: ${input.reference} — ${input.subject}`,
    `Open it in the console: ${input.link}`,
  ]);
}
