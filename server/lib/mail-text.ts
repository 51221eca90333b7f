import type { OutgoingMail } from "./mailer.ts";

/** Fills `{name}` placeholders; an unknown name becomes empty rather than leaking braces. */
export function fillSentence(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/**
 * A plain-text email from one language's sentences: `lines` is the layout shared by every
 * language (sentence keys, "" for a blank line, `{name}` for a value alone on its line such as a
 * link), so a translation changes words, never the order or what the mail says.
 */
export function composeMail<K extends string>(input: {
  to: string;
  sentences: Record<K | "subject", string>;
  lines: readonly (NoInfer<K> | "" | `{${string}}`)[];
  values: Record<string, string>;
}): OutgoingMail {
  const text = input.lines
    .map((line) => {
      if (line === "" || line.startsWith("{")) return fillSentence(line, input.values);
      return fillSentence(input.sentences[line as K], input.values);
    })
    .join("\n");
  return {
    to: input.to,
    subject: fillSentence(input.sentences.subject, input.values),
    text: `${text}\n`,
  };
}
