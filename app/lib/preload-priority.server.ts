import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * React Router's `<Scripts />` preloads the page's JavaScript from the head with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, alongside the document
 * itself. None of it is needed to paint: the HTML carries all the text and the styles are
 * inline. This stream marks those preloads `fetchpriority="low"` so that on a slow connection
 * the document wins the bandwidth and the scripts still start downloading at once (priority
 * only orders the fetches). Only the head is rewritten; the rest of the stream passes through.
 */
export function lowPriorityModulePreloads(onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (!inHead) return callback(null, text);
      head += text;
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      inHead = false;
      const rewritten = head
        .slice(0, end)
        .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
      const rest = head.slice(end);
      head = "";
      callback(null, rewritten + rest);
    },
    flush(callback) {
      onEnd();
      const tail = (inHead ? head : "") + decoder.end();
      callback(null, tail || undefined);
    },
  });
}
