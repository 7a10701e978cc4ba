import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { ACCOUNT_TEXT } from "#server/modules/account/account.schema";
import { CaptchaCodeSchema, EncryptSchema, SmsCodeSchema } from "#server/modules/oauth/oauth.schema";

/** What each button of the 注销账号 form asks for. */
export type DeleteAccountIntent = "captcha" | "sms" | "delete";

/** Requesting the code needs the image captcha (the phone is the account's own). */
export const DeleteSmsFormSchema = z.object({ code: CaptchaCodeSchema, encrypt: EncryptSchema });
/** Deleting needs the code and an explicit tick that the person understood it cannot be undone. */
export const DeleteConfirmFormSchema = z.object({
  authCode: SmsCodeSchema,
  confirm: z.literal("yes", { errorMap: () => ({ message: ACCOUNT_TEXT.confirmRequired }) }),
});

/**
 * Parses the form for the button that sent it, in the browser and on the
 * server alike; as with login, empty fields reach the schemas as "" so the
 * spec's 请输入… texts appear.
 */
export function parseDeleteAccountForm(formData: FormData) {
  const intent = formData.get("intent");
  const schema = intent === "sms" ? DeleteSmsFormSchema : intent === "delete" ? DeleteConfirmFormSchema : z.object({}).passthrough();
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
