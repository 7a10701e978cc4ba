// Notices shared by server and browser: the spec's titles, and what a notice is.

export type NoticeKind = "error" | "success" | "info";
export interface Notice {
  kind: NoticeKind;
  message: string;
}

export const NOTICE_TITLES: Record<NoticeKind, string> = { error: "错误", success: "成功", info: "提示" };
/** The same message shown again within this window is dropped (spec §8). */
export const NOTICE_DEBOUNCE_MS = 100;
