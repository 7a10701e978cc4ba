// Labels and links of the admin documents pages.
import type { Channel } from "#channels/schema";
import { DEFAULT_DOCUMENT_CHANNEL, type DocumentType } from "#server/modules/documents/documents.schema";

export const documentEditPath = (type: DocumentType, channel: string) => `/admin/documents/${type}?${new URLSearchParams({ channel })}`;

export function documentChannelLabel(code: string, channels: ReadonlyMap<string, Pick<Channel, "brandName">>): string {
  if (code === DEFAULT_DOCUMENT_CHANNEL) return "默认（所有渠道）";
  const channel = channels.get(code);
  return channel ? `${channel.brandName}（${code}）` : code;
}
