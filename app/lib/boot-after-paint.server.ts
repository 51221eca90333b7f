import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script[^>]*? type="module"(?: async="")?>/;
/** A type browsers do not run: the boot code waits in the page as a data block. */
export const BOOT_TYPE = "text/x-inkdoll-boot";

/**
 * Runs in the page right after the data block, so it reads that block and nothing else: once the
 * browser has shown the server's HTML (the first-contentful-paint entry, which browsers report
 * once the frame is on screen), it adds the module preloads and runs React Router's boot module,
 * in a task of its own. A tab that is or becomes hidden may never paint, so it starts then;
 * without paint timing it starts after a frame; it never waits more than 3 s. (Registered from the
 * head instead, the observer started the downloads no earlier on a throttled phone: the paint
 * entry arrives after the parse.)
 */
const startAfterPaint = (preloads: string) =>
  `(()=>{const me=document.currentScript,nonce=me.nonce,code=me.previousElementSibling.textContent;` +
  `let started=false;const start=()=>{if(started)return;started=true;` +
  `for(const href of ${preloads}){const l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=href;l.nonce=nonce;document.head.append(l)}` +
  `const s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;` +
  `document.body.append(s)};` +
  `if(document.visibilityState!=="visible")return start();` +
  `document.addEventListener("visibilitychange",start,{once:true});setTimeout(start,3e3);` +
  `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{` +
  `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}` +
  `}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(start))})()`;

/**
 * React Router's `<Scripts />` preloads the page's JavaScript from the head and boots it from an
 * inline module script. None of it is needed to paint (the HTML carries all the text, the styles
 * are inline), yet on a slow connection those downloads share the bandwidth with the document and
 * Lighthouse's estimate of the largest paint counts every script that finished before it. This
 * stream moves both behind the first paint (ADR 0005): the preloads leave the head, the boot module
 * becomes an inert data block, and a small nonced script after it starts them once the page has
 * painted. Everything else passes through unchanged.
 */
export function bootAfterFirstPaint(nonce: string, onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let state: "head" | "body" | "module" | "done" = "head";
  let pending = "";
  let preloads: string[] = [];

  /** Consumes `pending` as far as it can; returns the text ready to send. */
  const advance = (): string => {
    let out = "";
    for (;;) {
      if (state === "head") {
        const end = pending.indexOf("</head>");
        if (end === -1) return out;
        const head = pending.slice(0, end);
        preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
        out += head.replace(MODULE_PRELOAD, "");
        pending = pending.slice(end);
        state = "body";
      } else if (state === "body") {
        const match = MODULE_SCRIPT.exec(pending);
        if (!match) {
          // Hold back a tag that may be cut between chunks.
          const cut = pending.lastIndexOf("<");
          const keep = cut !== -1 && !pending.includes(">", cut) ? cut : pending.length;
          out += pending.slice(0, keep);
          pending = pending.slice(keep);
          return out;
        }
        out += `${pending.slice(0, match.index)}<script type="${BOOT_TYPE}" nonce="${nonce}">`;
        pending = pending.slice(match.index + match[0].length);
        state = "module";
      } else if (state === "module") {
        const end = pending.indexOf("</script>");
        if (end === -1) return out;
        const list = JSON.stringify(preloads).replaceAll("<", "\\u003c");
        out += `${pending.slice(0, end)}</script><script nonce="${nonce}">${startAfterPaint(list)}</script>`;
        pending = pending.slice(end + "</script>".length);
        state = "done";
      } else {
        out += pending;
        pending = "";
        return out;
      }
    }
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const out = advance();
      callback(null, out || undefined);
    },
    flush(callback) {
      onEnd();
      const tail = advance() + pending + decoder.end();
      callback(null, tail || undefined);
    },
  });
}
