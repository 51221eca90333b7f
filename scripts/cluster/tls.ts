import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Certificate = { cert: string; key: string; pem: string };

/**
 * A self-signed certificate for this run only (openssl, EC P-256, two days) naming localhost and
 * 127.0.0.1; clients of the run trust exactly this certificate.
 */
export function makeCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key, pem: readFileSync(cert, "utf8") };
}
