import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { CaptchaCodeSchema, EncryptSchema, PhoneSchema, SmsCodeSchema } from "#server/modules/oauth/oauth.schema";

/** What each button of the login form asks for. */
export type LoginIntent = "login" | "sms" | "captcha";

/** Requesting an SMS validates phone and captcha (spec §5). */
export const SmsFormSchema = z.object({ phoneNo: PhoneSchema, code: CaptchaCodeSchema, encrypt: EncryptSchema });
/** Logging in validates every field. */
export const LoginFormSchema = SmsFormSchema.extend({ authCode: SmsCodeSchema });

export function schemaFor(intent: unknown) {
  return intent === "sms" ? SmsFormSchema : LoginFormSchema;
}

/**
 * Parses the login form for the button that sent it, on the server and in the
 * browser alike. The API's schemas read empty fields themselves (giving the
 * spec's 请输入… texts), so conform must not turn "" into undefined first.
 */
export function parseLoginForm(formData: FormData) {
  const intent = formData.get("intent");
  const schema = intent === "captcha" ? z.object({}).passthrough() : schemaFor(intent);
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
