import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script[^>]*? type="module"(?: async="")?>/;
/** A type browsers do not run: the boot module waits in the page as a data block. */
export const BOOT_TYPE = "text/x-inkdoll-boot";

/**
 * Runs in the head. Once the browser has shown the first content (the first-contentful-paint
 * entry, reported once that frame is on screen; polling for it at every frame instead would make
 * the browser lay out the half-parsed page at each one), it adds the module preloads, then runs
 * React Router's boot module from the data block when the document has been parsed, in a task of
 * its own (each half costs a few milliseconds, and Lighthouse counts a task ×4). A tab that is
 * or becomes hidden may never paint, so it starts then; without paint timing it starts after a
 * frame; it never waits more than 3 s.
 */
const startAfterPaint = (preloads: string) =>
  `(()=>{const nonce=document.currentScript.nonce;let started=false;` +
  `const boot=()=>{const code=[...document.querySelectorAll('script[type="${BOOT_TYPE}"]')].find((e)=>e.nonce===nonce);` +
  `if(!code)return;` +
  `const s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code.textContent;` +
  `document.body.append(s)};` +
  `const start=()=>{if(started)return;started=true;for(const href of ${preloads}){` +
  `const l=document.createElement("link");l.rel="modulepreload";l.href=href;l.nonce=nonce;document.head.append(l)}` +
  `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",boot,{once:true});else setTimeout(boot)};` +
  `if(document.visibilityState!=="visible")return start();` +
  `document.addEventListener("visibilitychange",start,{once:true});setTimeout(start,3e3);` +
  `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{` +
  `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}` +
  `}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(start))})()`;

/**
 * React Router's `<Scripts />` preloads the page's JavaScript from the head and boots it from an
 * inline module script. None of it is needed to paint (the HTML carries all the text, the styles
 * are inline), yet on a slow connection those downloads share the bandwidth with the document, and
 * Lighthouse's estimate of the largest paint counts every script that finished before it. This
 * stream moves both behind the first paint (ADR 0005): the head's preloads become a small nonced
 * script that waits for the paint, and the boot module becomes an inert data block. Everything
 * else passes through unchanged.
 */
export function bootAfterFirstPaint(nonce: string, onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let state: "head" | "body" | "done" = "head";
  let pending = "";

  /** Consumes `pending` as far as it can; returns the text ready to send. */
  const advance = (): string => {
    let out = "";
    if (state === "head") {
      const end = pending.indexOf("</head>");
      if (end === -1) return out;
      const head = pending.slice(0, end);
      const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
      const list = JSON.stringify(preloads).replaceAll("<", "\\u003c");
      out += `${head.replace(MODULE_PRELOAD, "")}<script nonce="${nonce}">${startAfterPaint(list)}</script>`;
      pending = pending.slice(end);
      state = "body";
    }
    if (state === "body") {
      const match = MODULE_SCRIPT.exec(pending);
      if (!match) {
        // Hold back a tag that may be cut between chunks.
        const cut = pending.lastIndexOf("<");
        const keep = cut !== -1 && !pending.includes(">", cut) ? cut : pending.length;
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return out;
      }
      // The nonce tells the start-up script this block is the server's, not one smuggled into content.
      out += `${pending.slice(0, match.index)}<script type="${BOOT_TYPE}" nonce="${nonce}">`;
      pending = pending.slice(match.index + match[0].length);
      state = "done";
    }
    out += pending;
    pending = "";
    return out;
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      callback(null, advance() || undefined);
    },
    flush(callback) {
      onEnd();
      const tail = advance() + pending + decoder.end();
      callback(null, tail || undefined);
    },
  });
}
