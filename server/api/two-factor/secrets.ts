import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from "../../../contract/two-factor.ts";

// The two-factor service's secrets (service.ts): recovery codes and their hashes, and the
// sealing of TOTP secrets at rest.

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** Recovery codes carry ~50 random bits; the user id in the hash keeps equal codes of two accounts apart. */
export const hashRecoveryCode = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Ten fresh codes, as shown to the user (XXXXX-XXXXX). */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      "",
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Secrets at rest: `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM, the user id as associated data so a
 * row cannot be moved to another account) when a key is configured, else the Base32 text itself.
 * Base32 has no dot, so both forms read back unambiguously.
 */
export function sealer(key: Buffer | null) {
  return {
    seal(userId: number, secret: string): string {
      if (!key) return secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(String(userId)));
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((p) => p.toString("base64url")).join(".");
    },
    open(userId: number, stored: string): string {
      if (!stored.startsWith("v1.")) return stored;
      if (!key) throw new Error("A two-factor secret is encrypted but TWO_FACTOR_KEY is not set");
      const [, iv = "", tag = "", body = ""] = stored.split(".");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(String(userId)));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
