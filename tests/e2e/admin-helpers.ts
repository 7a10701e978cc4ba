// Staff set-up for the admin specs: staff added through the development inbox, the login form, a tiny image.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { deflateSync } from "node:zlib";
import { captchaAnswer, smsCode } from "./helpers";

/** A staff member added as `npm run admin:add` does, through the development inbox. */
export async function addStaff(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post("/__dev/staff", { data: body });
  expect(res.status()).toBe(200);
}

export async function adminLogin(page: Page, request: APIRequestContext, phone: string) {
  // A live staff session would skip the login page.
  await page.context().clearCookies();
  await page.goto("/admin/login");
  const form = page.locator("form", { has: page.getByLabel("手机号") });
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("图形验证码").fill(await captchaAnswer(request, form));
  await page.getByRole("button", { name: "发送短信验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await page.getByLabel("短信验证码").fill(await smsCode(request, phone));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

/** A tiny valid PNG (1×1 grey). */
export function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.from([0, 0x99]))), chunk("IEND", Buffer.alloc(0))]);
}

