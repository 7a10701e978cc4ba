import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ChannelSchema, type Channel } from "./schema";
import { CHANNEL_CONFIGS } from "./all";

const root = dirname(fileURLToPath(import.meta.url));

export class ChannelConfigError extends Error {}

export interface Channels {
  byCode: ReadonlyMap<string, Channel>;
  get(code: string | null | undefined): Channel | undefined;
}

/**
 * Validates every channel once at start-up. A broken config stops the server
 * with the file and the field that is wrong.
 */
export function loadChannels(configs: Record<string, unknown> = CHANNEL_CONFIGS): Channels {
  const byCode = new Map<string, Channel>();
  for (const [folder, raw] of Object.entries(configs)) {
    const file = `channels/${folder}/channel.ts`;
    const parsed = ChannelSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ChannelConfigError(`Invalid channel config ${file}: field ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    }
    const channel = parsed.data;
    if (channel.code !== folder) throw new ChannelConfigError(`Invalid channel config ${file}: field code: must equal the folder name "${folder}"`);
    for (const [field, name] of [["logo", channel.logo], ["qr.qq", channel.qr.qq], ["qr.wechat", channel.qr.wechat]] as const) {
      if (!existsSync(join(root, folder, name))) throw new ChannelConfigError(`Invalid channel config ${file}: field ${field}: file ${name} not found`);
    }
    byCode.set(channel.code, channel);
  }
  return { byCode, get: (code) => (code ? byCode.get(code.toLowerCase()) : undefined) };
}

/** Path of a channel's image, for the static route that serves it. */
export function channelAssetPath(code: string, file: string): string {
  return join(root, code, file);
}
