// Labels of the admin pages: channels and scopes by their Chinese names.
import { SCOPES, SCOPE_INFO, isScope } from "#server/modules/scope/scopes";

export const SCOPE_OPTIONS = SCOPES.map((code) => ({ code, name: SCOPE_INFO[code].name }));

export function scopeNames(scopes: readonly string[]): string {
  return scopes.includes("all") ? "全部省份" : scopes.map((s) => (isScope(s) ? SCOPE_INFO[s].name : s)).join("、");
}

export function channelNames(channels: readonly string[]): string {
  return channels.includes("all") ? "全部渠道" : channels.join("、");
}

export function targetLabel(channels: readonly string[], scopes: readonly string[]): string {
  return `${channelNames(channels)} / ${scopeNames(scopes)}`;
}
