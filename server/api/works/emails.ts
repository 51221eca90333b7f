import type { UiLocale } from "../../../contract/language.ts";
import type { WorkRejectReason } from "../../../contract/works.ts";
import type { OutgoingMail } from "../../lib/mailer.ts";
import type { DecisionNotice } from "./moderation-service.ts";

type DecisionMail = {
  subject: Record<DecisionNotice["decision"], string>;
  body: Record<DecisionNotice["decision"], string>;
  reasons: Record<WorkRejectReason, string>;
  note: string;
  gallery: string;
};

/** The decision email in each interface language; `{title}`, `{link}` are filled in. */
const MAIL: Record<UiLocale, DecisionMail> = {
  "en-US": {
    subject: {
      restored: "Your work is shown again in Inkdoll's featured works",
      approved: "Your work is in Inkdoll's featured works",
      rejected: "Your work was not accepted for Inkdoll's featured works",
      removed: "Your work was removed from Inkdoll's featured works",
    },
    body: {
      restored: "A moderator checked the reports about “{title}”, and it is shown again: {link}",
      approved: "Thank you: “{title}” is now shown in the featured works: {link}",
      rejected:
        "“{title}” was not accepted. You can edit it and send it again from My gallery: {link}",
      removed: "“{title}” was removed from the featured works. My gallery has the details: {link}",
    },
    reasons: {
      not_made_with_apps: "Reason: it does not appear to be made with the Inkdoll apps.",
      rights: "Reason: we could not confirm that you hold the rights to it.",
      inappropriate: "Reason: it does not follow the community guidelines.",
      low_quality: "Reason: the image is too small or unclear to show well.",
      duplicate: "Reason: it is already in the featured works.",
      other: "Reason: see the moderator's note.",
    },
    note: "Moderator's note: {note}",
    gallery: "My gallery",
  },
  "zh-CN": {
    subject: {
      restored: "你的作品已在 Inkdoll 精选作品中恢复展示",
      approved: "你的作品已入选 Inkdoll 精选作品",
      rejected: "你的作品未能入选 Inkdoll 精选作品",
      removed: "你的作品已从 Inkdoll 精选作品中移除",
    },
    body: {
      restored: "审核员已核查关于《{title}》的举报，作品已恢复展示：{link}",
      approved: "感谢投稿：《{title}》现已展示在精选作品中：{link}",
      rejected: "《{title}》未通过审核。你可以在“我的图库”中修改后再次提交：{link}",
      removed: "《{title}》已从精选作品中移除，详情请见“我的图库”：{link}",
    },
    reasons: {
      not_made_with_apps: "原因：作品看起来不是使用 Inkdoll 应用制作的。",
      rights: "原因：我们无法确认你拥有该作品的权利。",
      inappropriate: "原因：作品不符合社区准则。",
      low_quality: "原因：图片太小或不够清晰，无法良好展示。",
      duplicate: "原因：该作品已在精选作品中。",
      other: "原因：请见审核员的备注。",
    },
    note: "审核员备注：{note}",
    gallery: "我的图库",
  },
  "zh-HK": {
    subject: {
      restored: "你的作品已在 Inkdoll 精選作品中恢復展示",
      approved: "你的作品已入選 Inkdoll 精選作品",
      rejected: "你的作品未能入選 Inkdoll 精選作品",
      removed: "你的作品已從 Inkdoll 精選作品中移除",
    },
    body: {
      restored: "審核員已核查有關《{title}》的舉報，作品已恢復展示：{link}",
      approved: "多謝投稿：《{title}》現已展示在精選作品中：{link}",
      rejected: "《{title}》未獲接納。你可以在「我的圖庫」中修改後再次提交：{link}",
      removed: "《{title}》已從精選作品中移除，詳情請見「我的圖庫」：{link}",
    },
    reasons: {
      not_made_with_apps: "原因：作品看來並非使用 Inkdoll 應用程式製作。",
      rights: "原因：我們無法確認你擁有該作品的權利。",
      inappropriate: "原因：作品不符合社群守則。",
      low_quality: "原因：圖片太小或不夠清晰，無法妥善展示。",
      duplicate: "原因：該作品已在精選作品中。",
      other: "原因：請參閱審核員的備註。",
    },
    note: "審核員備註：{note}",
    gallery: "我的圖庫",
  },
  ja: {
    subject: {
      restored: "あなたの作品が Inkdoll の作品ギャラリーに再び掲載されました",
      approved: "あなたの作品が Inkdoll の作品ギャラリーに掲載されました",
      rejected: "あなたの作品は Inkdoll の作品ギャラリーに掲載されませんでした",
      removed: "あなたの作品が Inkdoll の作品ギャラリーから削除されました",
    },
    body: {
      restored: "「{title}」への報告をモデレーターが確認し、作品を再び掲載しました：{link}",
      approved: "ご投稿ありがとうございます。「{title}」を作品ギャラリーに掲載しました：{link}",
      rejected: "「{title}」は掲載されませんでした。マイギャラリーで編集して再投稿できます：{link}",
      removed:
        "「{title}」を作品ギャラリーから削除しました。詳しくはマイギャラリーをご覧ください：{link}",
    },
    reasons: {
      not_made_with_apps: "理由：Inkdoll のアプリで制作された作品とは確認できませんでした。",
      rights: "理由：作品の権利をお持ちであることを確認できませんでした。",
      inappropriate: "理由：コミュニティガイドラインに沿っていません。",
      low_quality: "理由：画像が小さすぎるか不鮮明で、きれいに表示できません。",
      duplicate: "理由：すでに作品ギャラリーに掲載されています。",
      other: "理由：モデレーターのメモをご覧ください。",
    },
    note: "モデレーターのメモ：{note}",
    gallery: "マイギャラリー",
  },
  ko: {
    subject: {
      restored: "작품이 Inkdoll 추천 작품에 다시 표시됩니다",
      approved: "작품이 Inkdoll 추천 작품에 올라갔습니다",
      rejected: "작품이 Inkdoll 추천 작품에 채택되지 않았습니다",
      removed: "작품이 Inkdoll 추천 작품에서 삭제되었습니다",
    },
    body: {
      restored:
        "모더레이터가 “{title}” 작품에 대한 신고를 검토했으며, 작품이 다시 표시됩니다: {link}",
      approved: "감사합니다. “{title}” 작품이 이제 추천 작품에 표시됩니다: {link}",
      rejected:
        "“{title}” 작품이 채택되지 않았습니다. 내 갤러리에서 수정해 다시 보낼 수 있습니다: {link}",
      removed:
        "“{title}” 작품이 추천 작품에서 삭제되었습니다. 자세한 내용은 내 갤러리에서 확인하세요: {link}",
    },
    reasons: {
      not_made_with_apps: "사유: Inkdoll 앱으로 만든 작품으로 보이지 않습니다.",
      rights: "사유: 작품에 대한 권리를 가지고 있는지 확인할 수 없었습니다.",
      inappropriate: "사유: 커뮤니티 가이드라인에 맞지 않습니다.",
      low_quality: "사유: 이미지가 너무 작거나 흐려서 잘 보여 줄 수 없습니다.",
      duplicate: "사유: 이미 추천 작품에 있습니다.",
      other: "사유: 운영자 메모를 확인하세요.",
    },
    note: "운영자 메모: {note}",
    gallery: "내 갤러리",
  },
  es: {
    subject: {
      restored: "Tu obra vuelve a mostrarse en las obras destacadas de Inkdoll",
      approved: "Tu obra está en las obras destacadas de Inkdoll",
      rejected: "Tu obra no fue aceptada en las obras destacadas de Inkdoll",
      removed: "Tu obra se retiró de las obras destacadas de Inkdoll",
    },
    body: {
      restored: "Un moderador revisó las denuncias sobre «{title}» y vuelve a mostrarse: {link}",
      approved: "Gracias: «{title}» ya se muestra en las obras destacadas: {link}",
      rejected:
        "«{title}» no fue aceptada. Puedes editarla y enviarla de nuevo desde Mi galería: {link}",
      removed:
        "«{title}» se retiró de las obras destacadas. Tienes los detalles en Mi galería: {link}",
    },
    reasons: {
      not_made_with_apps: "Motivo: no parece hecha con las apps de Inkdoll.",
      rights: "Motivo: no pudimos confirmar que tengas los derechos sobre ella.",
      inappropriate: "Motivo: no sigue las normas de la comunidad.",
      low_quality: "Motivo: la imagen es demasiado pequeña o poco nítida para mostrarla bien.",
      duplicate: "Motivo: ya está en las obras destacadas.",
      other: "Motivo: consulta la nota del moderador.",
    },
    note: "Nota del moderador: {note}",
    gallery: "Mi galería",
  },
};

/** The email telling an artist what was decided about their work. */
export function decisionMail(notice: DecisionNotice, origin: string): OutgoingMail {
  const mail = MAIL[notice.locale] ?? MAIL["en-US"];
  const link =
    notice.decision === "approved" || notice.decision === "restored"
      ? `${origin}/works/${notice.id}`
      : `${origin}/gallery?lang=${notice.locale}#works`;
  const fill = (sentence: string) =>
    sentence
      .replace("{title}", notice.title)
      .replace("{link}", link)
      .replace("{note}", notice.note);
  const lines = [fill(mail.body[notice.decision])];
  if (notice.reason) lines.push("", mail.reasons[notice.reason]);
  if (notice.note) lines.push(fill(mail.note));
  return {
    to: notice.email,
    subject: mail.subject[notice.decision],
    text: `${lines.join("\n")}\n`,
  };
}
