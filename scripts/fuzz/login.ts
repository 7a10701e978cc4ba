/** Logs a phone in through the API and through the login page, with answers from the development inbox. */

interface Envelope<T> {
  errCode: number;
  msg: string;
  data: T;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<Envelope<T>> {
  return (await (await fetch(url, init)).json()) as Envelope<T>;
}

async function captchaWithAnswer(base: string): Promise<{ encrypt: string; code: string }> {
  const captcha = await getJson<{ encrypt: string }>(`${base}/yc-oauth/captcha`);
  const answer = await getJson<{ code: string }>(`${base}/__dev/captcha?encrypt=${encodeURIComponent(captcha.data.encrypt)}`);
  return { encrypt: captcha.data.encrypt, code: answer.data.code };
}

/** An access token, or null when the login flow did not work. */
export async function apiToken(base: string, phone: string): Promise<string | null> {
  const { encrypt, code } = await captchaWithAnswer(base);
  await getJson(`${base}/yc-oauth/sms?${new URLSearchParams({ phoneNo: phone, code, encrypt, type: "login" })}`);
  const sms = await getJson<{ code: string }>(`${base}/__dev/sms?phone=${phone}`);
  const login = await getJson<{ access_token: string }>(`${base}/yc-oauth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", province: "zj" },
    body: JSON.stringify({ phoneNo: phone, code, encrypt, authCode: sms.data?.code }),
  });
  return login.data?.access_token ?? null;
}

/** The `__session=…` cookie of a visitor logged in through /zj/login, or null when that did not work. */
export async function pageSession(base: string, phone: string): Promise<string | null> {
  // The page's own form carries the captcha token in a hidden field, as a browser without JavaScript sees it.
  const html = await (await fetch(`${base}/zj/login`)).text();
  const encrypt = /name="encrypt" value="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  if (!encrypt) return null;
  const answer = await getJson<{ code: string }>(`${base}/__dev/captcha?encrypt=${encodeURIComponent(encrypt)}`);
  const post = (fields: Record<string, string>) =>
    fetch(`${base}/zj/login`, {
      method: "POST",
      headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const fields = { phoneNo: phone, code: answer.data.code, encrypt };
  await post({ ...fields, intent: "sms" });
  const sms = await getJson<{ code: string }>(`${base}/__dev/sms?phone=${phone}`);
  const login = await post({ ...fields, authCode: sms.data?.code ?? "", intent: "login" });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith("__session="));
  return cookie ? cookie.split(";")[0] : null;
}
