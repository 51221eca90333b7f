/**
 * The site's topics in every language (issue 31): a visitor may type a topic in another language
 * than the interface's, "lighting" in the Japanese interface, and still find ライティング and 照明.
 * Each group is one topic; a query word found in a group brings the group's other words with it.
 * Small on purpose: the topics the blog, the manual, the FAQ and the themes are about, in the
 * words their titles use. Words are compared lower-cased, after accents are stripped.
 */
export const TOPIC_SYNONYMS: readonly (readonly string[])[] = [
  [
    "lighting",
    "light",
    "iluminación",
    "luz",
    "ライティング",
    "照明",
    "光源",
    "조명",
    "灯光",
    "燈光",
    "布光",
    "打燈",
  ],
  ["perspective", "perspectiva", "パース", "透視", "透视", "원근", "투시"],
  ["foreshortening", "escorzo", "フォアショートニング", "단축법", "透视缩短", "透視縮短"],
  ["pose", "poses", "ポーズ", "포즈", "姿势", "姿勢"],
  ["preset", "presets", "predefinidas", "プリセット", "프리셋", "预设", "預設"],
  ["camera", "cámara", "カメラ", "카메라", "相机", "相機"],
  ["lens", "objetivo", "レンズ", "렌즈", "镜头", "鏡頭"],
  ["hand", "hands", "mano", "manos", "手", "손"],
  ["gift", "regalo", "ギフト", "선물", "礼物", "禮物"],
  ["password", "contraseña", "パスワード", "비밀번호", "密码", "密碼"],
  ["privacy", "privacidad", "プライバシー", "개인정보", "隐私", "隱私"],
  ["sync", "sincronización", "同期", "동기화", "同步"],
  ["cloud", "nube", "クラウド", "클라우드", "云端", "雲端"],
  ["brush", "pincel", "ブラシ", "브러시", "画笔", "畫筆"],
  ["pressure", "presión", "筆圧", "필압", "压感", "壓感"],
  ["action", "acción", "アクション", "액션", "动作", "動作"],
];

const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of TOPIC_SYNONYMS) for (const word of group) GROUP_OF.set(fold(word), group);

/**
 * The words of other languages to search for besides `words` (the query's, as the index
 * tokenised them): none when no word is a topic. The query's own words are not repeated.
 */
export function topicSynonyms(words: readonly string[]): string[] {
  const own = new Set(words.map(fold));
  const extra = new Set<string>();
  for (const word of own) {
    for (const other of GROUP_OF.get(word) ?? []) if (!own.has(fold(other))) extra.add(other);
  }
  return [...extra];
}
