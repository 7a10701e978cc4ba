// Test support for the admin module (not a test itself): staff logins through the dev inbox, uploads, tiny images.
import { deflateSync } from "node:zlib";
import { solvedCaptcha, lastSmsCode, type AuthApi } from "./auth-api";

/** Phone + captcha + SMS code at /yc-admin; answers the login response. */
export async function adminLogIn(api: AuthApi, phone: string) {
  const captcha = await solvedCaptcha(api);
  const q = new URLSearchParams({ phoneNo: phone, code: captcha.code, encrypt: captcha.encrypt });
  const sent = await api.call(`/yc-admin/sms?${q}`);
  if (sent.status !== 200) throw new Error(`admin sms refused: ${JSON.stringify(sent.body)}`);
  const code = await api.call(`/__dev/sms?phone=${phone}`);
  const authCode = code.status === 200 ? await lastSmsCode(api, phone) : "000000";
  return api.call("/yc-admin/login", { body: { phoneNo: phone, authCode, code: captcha.code, encrypt: captcha.encrypt } });
}

/** POSTs raw bytes to /yc-admin/upload with a staff token. */
export async function upload(api: AuthApi, token: string, bytes: Uint8Array, contentType = "application/octet-stream") {
  const res = await fetch(`${api.baseUrl}/yc-admin/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": contentType, province: "zj", channel: "BRAND", UA: "PC" },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A valid PNG of the given size (one grey pixel row repeated). */
export function pngOf(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x99)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]),
  );
}

/** The first bytes of a Windows executable ("MZ" … "PE"), as a renamed .exe would carry. */
export function exeBytes(): Uint8Array {
  const b = Buffer.alloc(512, 0);
  b.write("MZ", 0, "ascii");
  b.writeUInt32LE(0x80, 0x3c);
  b.write("PE\0\0", 0x80, "ascii");
  return new Uint8Array(b);
}
