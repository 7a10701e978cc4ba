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

/** `2026-06-25T10:00` typed in China time → an ISO instant; "" → null. */
export function chinaLocalToIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  return m ? `${m[1]}T${m[2]}:00+08:00` : null;
}

/** An ISO instant → the `datetime-local` value in China time. */
export function isoToChinaLocal(iso: string | null): string {
  if (!iso) return "";
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16);
}
